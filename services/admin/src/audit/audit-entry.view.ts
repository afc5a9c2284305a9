import type { AuditAction, AuditEntry } from '@p2p/contracts/api';

export interface AuditRow {
  id: string;
  /** Written only from an AuditDraft. */
  action: AuditAction;
  actor_id: string;
  actor_name: string | null;
  target_type: AuditEntry['targetType'];
  target_id: string;
  before: unknown;
  after: unknown;
  request_id: string | null;
  occurred_at: Date;
}

/** The name written with the entry, else the one the users read model knows now. */
export const AUDIT_SELECT = `
  SELECT a.id, a.action, a.actor_id, COALESCE(a.actor_name, actor.name) AS actor_name, a.target_type,
         a.target_id, a.before, a.after, a.request_id, a.occurred_at
    FROM audit_entries a LEFT JOIN users actor ON actor.id = a.actor_id`;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actorId: row.actor_id,
    actorName: row.actor_name,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before,
    after: row.after,
    requestId: row.request_id,
    occurredAt: row.occurred_at.toISOString(),
  };
}
