import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'transfers' })
export class Transfer {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'sender_id', type: 'text' })
  senderId: string;

  @Column({ name: 'recipient_id', type: 'text' })
  recipientId: string;

  /** Integer cents. */
  @Column({ type: 'bigint' })
  amount: string;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
