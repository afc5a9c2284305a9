import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { AdminStatementController, StatementController } from './statement.controller';
import { StatementService } from './statement.service';

@Module({
  imports: [LedgerModule],
  controllers: [StatementController, AdminStatementController],
  providers: [StatementService],
})
export class StatementModule {}
