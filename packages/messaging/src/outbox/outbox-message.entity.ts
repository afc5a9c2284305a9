import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'outbox' })
export class OutboxMessage {
  /** Insertion order; the relay publishes in this order. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'event_id', type: 'uuid', unique: true })
  eventId: string;

  @Column({ type: 'text' })
  topic: string;

  @Column({ type: 'text' })
  key: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'jsonb' })
  envelope: object;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
