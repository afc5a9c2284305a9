import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({
    summary: 'The audit log, newest first, filtered and paged',
  })
  list(@Query() query: ListAuditQueryDto) {
    return this.log.list(query);
  }
}
