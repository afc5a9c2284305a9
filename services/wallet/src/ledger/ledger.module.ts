import { Module } from '@nestjs/common';
import { LedgerAudit } from './ledger-audit';
import { LedgerMetrics } from './ledger-metrics';
import { LedgerService } from './ledger.service';

@Module({ providers: [LedgerService, LedgerMetrics, LedgerAudit], exports: [LedgerService, LedgerAudit] })
export class LedgerModule {}
