import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '@p2p/service-kit';
import { AuditLogService } from './audit-log.service';
import { ListAuditQueryDto } from './dto/list-audit.query';

@ApiTags('admin')
@Controller('api/admin/audit')
@Auth({ roles: ['admin'] })
export class AuditController {
  constructor(private readonly log: AuditLogService) {}

  /** Newest first. */
  @Get()
  list(@Query() query: ListAuditQueryDto) {
    return this.log.list(query);
  }
}
