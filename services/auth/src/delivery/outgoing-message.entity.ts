import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { DeliveryChannel } from './message-delivery';

/** A message kept in auth's database when no SMTP server (or SMS provider) takes it: a sender would read these rows. */
@Entity({ name: 'outgoing_messages' })
export class OutgoingMessageRecord {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  channel: DeliveryChannel;

  @Column({ type: 'text' })
  recipient: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
