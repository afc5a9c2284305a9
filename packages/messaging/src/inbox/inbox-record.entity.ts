import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'inbox' })
export class InboxRecord {
  @PrimaryColumn({ type: 'text' })
  consumer: string;

  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'event_type', type: 'text' })
  eventType: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt: Date;
}
