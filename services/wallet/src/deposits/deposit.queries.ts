import { EntityManager } from 'typeorm';
import type { DepositStatus } from './deposit.entity';
import type { DepositRow } from './deposit.view';

export interface DepositFilter {
  id?: string;
  userId?: string;
  status?: DepositStatus;
  limit: number;
  order: 'newest' | 'oldest';
}

/** Deposits with the depositor's name, email and available balance; never the proof's bytes (see findProof). */
export async function findDeposits(manager: EntityManager, filter: DepositFilter): Promise<DepositRow[]> {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const where = (column: string, value: unknown) => {
    values.push(value);
    conditions.push(`d.${column} = $${values.length}`);
  };
  if (filter.id !== undefined) where('id', filter.id);
  if (filter.userId !== undefined) where('user_id', filter.userId);
  if (filter.status !== undefined) where('status', filter.status);
  values.push(filter.limit);
  return manager.query(
    `SELECT d.id, d.user_id, d.payment_method_id, d.method_type, d.method_name, d.amount_cents,
            d.processing_fee_cents, d.net_amount_cents, d.status, d.transaction_reference, d.user_notes,
            d.proof IS NOT NULL AS has_proof, d.proof_mime_type, d.admin_notes,
            d.processed_by, d.processed_at, d.created_at, p.username, p.email,
            coalesce(a.balance_cents, 0) AS balance_cents
       FROM deposits d
       LEFT JOIN user_profiles p ON p.user_id = d.user_id
       LEFT JOIN accounts a ON a.owner_id = d.user_id AND a.kind = 'available'
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY d.created_at ${filter.order === 'newest' ? 'DESC' : 'ASC'}, d.id
      LIMIT $${values.length}`,
    values,
  );
}

/** One deposit's proof, for its depositor or an admin (`userId` null); null when there is none to show. */
export async function findProof(
  manager: EntityManager,
  id: string,
  userId: string | null,
): Promise<{ bytes: Buffer; mimeType: string } | null> {
  const [row]: Array<{ proof: Buffer; proof_mime_type: string }> = await manager.query(
    `SELECT proof, proof_mime_type FROM deposits
      WHERE id = $1 AND proof IS NOT NULL AND ($2::text IS NULL OR user_id = $2::text)`,
    [id, userId],
  );
  return row ? { bytes: row.proof, mimeType: row.proof_mime_type } : null;
}
