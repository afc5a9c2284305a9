import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { StoredResponse } from './stored-response';

@Entity({ name: 'idempotency_keys' })
export class IdempotencyKey {
  @PrimaryColumn({ name: 'user_id', type: 'text' })
  userId: string;

  @PrimaryColumn({ type: 'text' })
  key: string;

  /** sha256 of method, path and canonical body. */
  @Column({ name: 'request_hash', type: 'text' })
  requestHash: string;

  @Column({ type: 'text' })
  state: 'in_progress' | 'completed';

  @Column({ name: 'response_status', type: 'integer', nullable: true })
  responseStatus: number | null;

  @Column({ name: 'response_body', type: 'jsonb', nullable: true })
  responseBody: StoredResponse | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
