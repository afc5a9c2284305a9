import { Module } from '@nestjs/common';
import { AuditConsumer } from './audit-consumer';
import { AuditLogService } from './audit-log.service';
import { AuditController } from './audit.controller';
import { AuditQueries } from './audit.queries';

@Module({
  controllers: [AuditController],
  providers: [AuditConsumer, AuditQueries, AuditLogService],
})
export class AuditModule {}
