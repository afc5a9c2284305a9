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

/**
 * Deposits with the depositor's name, email and available balance; the proof's bytes only when
 * an admin will see them (they can be megabytes).
 */
export async function findDeposits(
  manager: EntityManager,
  filter: DepositFilter,
  withProof: boolean,
): Promise<DepositRow[]> {
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
    `SELECT d.id, d.user_id, d.payment_method_id, d.method_type, d.method_name, d.amount, d.processing_fee,
            d.net_amount, d.status, d.transaction_reference, d.user_notes, d.proof IS NOT NULL AS has_proof,
            d.proof_mime_type, ${withProof ? 'd.proof' : 'NULL::bytea AS proof'}, d.admin_notes,
            d.processed_by, d.processed_at, d.created_at, p.username, p.email,
            coalesce(a.balance, 0) AS balance
       FROM deposits d
       LEFT JOIN user_profiles p ON p.user_id = d.user_id
       LEFT JOIN accounts a ON a.owner_id = d.user_id AND a.kind = 'available'
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY d.created_at ${filter.order === 'newest' ? 'DESC' : 'ASC'}, d.id
      LIMIT $${values.length}`,
    values,
  );
}
