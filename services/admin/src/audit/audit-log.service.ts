import { Injectable } from '@nestjs/common';
import type { AuditEntry, Page } from '@p2p/contracts/api';
import { pageOf, pageRequest } from '../validation/paging.dto';
import { toAuditEntry } from './audit-entry.view';
import { AuditQueries } from './audit.queries';
import type { ListAuditQueryDto } from './dto/list-audit.query';
import { timeRange } from './time-range';

@Injectable()
export class AuditLogService {
  constructor(private readonly queries: AuditQueries) {}

  async list(query: ListAuditQueryDto): Promise<Page<AuditEntry>> {
    const page = pageRequest(query);
    const { rows, total } = await this.queries.page(
      {
        action: query.action,
        actorId: query.actorId,
        targetType: query.targetType,
        targetId: query.targetId,
        ...timeRange(query.from, query.to),
      },
      page,
    );
    return pageOf(rows.map(toAuditEntry), page, total);
  }
}
