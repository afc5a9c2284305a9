import { Column, Entity, PrimaryColumn } from 'typeorm';

/** When a code or link was last sent to an address for a purpose, whether or not an account exists. */
@Entity({ name: 'send_cooldowns' })
export class SendCooldown {
  @PrimaryColumn({ type: 'text' })
  purpose: string;

  @PrimaryColumn({ type: 'text' })
  address: string;

  @Column({ name: 'last_sent_at', type: 'timestamptz' })
  lastSentAt: Date;
}
