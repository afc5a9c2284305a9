import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A person who cannot recover their account asks the support team. */
@Entity({ name: 'support_requests' })
export class SupportRequest {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'contact_email', type: 'text' })
  contactEmail: string;

  @Column({ name: 'account_info', type: 'text' })
  accountInfo: string;

  @Column({ type: 'text' })
  status: 'open' | 'closed';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
