import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageRequest } from '../validation/paging.dto';
import { AUDIT_SELECT, AuditRow } from './audit-entry.view';

export interface AuditFilter {
  action?: string;
  actorId?: string;
  targetType?: string;
  targetId?: string;
  from: Date | null;
  to: Date | null;
}

/** The audit log, newest first. */
@Injectable()
export class AuditQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(filter: AuditFilter, page: PageRequest): Promise<{ rows: AuditRow[]; total: number }> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    const where = (condition: (placeholder: string) => string, value: unknown) => {
      if (value === undefined || value === null) return;
      conditions.push(condition(`$${parameters.push(value)}`));
    };
    where((p) => `a.action = ${p}`, filter.action);
    where((p) => `a.actor_id = ${p}`, filter.actorId);
    where((p) => `a.target_type = ${p}`, filter.targetType);
    where((p) => `a.target_id = ${p}`, filter.targetId);
    where((p) => `a.occurred_at >= ${p}`, filter.from);
    where((p) => `a.occurred_at < ${p}`, filter.to);
    const clause = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const paging = `LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`${AUDIT_SELECT} ${clause} ORDER BY a.occurred_at DESC, a.id DESC ${paging}`, [
        ...parameters,
        page.limit,
        page.offset,
      ]) as Promise<AuditRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM audit_entries a ${clause}`,
        parameters,
      ) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total };
  }
}
