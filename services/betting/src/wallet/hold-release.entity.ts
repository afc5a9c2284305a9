import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A hold betting gave up on and still owes the wallet a release for. */
@Entity({ name: 'hold_releases' })
export class HoldRelease {
  @PrimaryColumn({ name: 'hold_key', type: 'text' })
  holdKey: string;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
