import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One of the ten one-time codes given at enrolment, Argon2id-hashed; `usedAt` spends it. */
@Entity({ name: 'two_factor_recovery_codes' })
export class RecoveryCode {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
