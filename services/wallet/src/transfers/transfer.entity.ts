import { Column, Entity, PrimaryColumn } from 'typeorm';
import { centsTransformer } from '@p2p/service-kit';

@Entity({ name: 'transfers' })
export class Transfer {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'sender_id', type: 'text' })
  senderId: string;

  @Column({ name: 'recipient_id', type: 'text' })
  recipientId: string;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: centsTransformer })
  amountCents: bigint;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
