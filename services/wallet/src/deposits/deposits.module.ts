import { Module } from '@nestjs/common';
import { BreaksModule } from '../breaks/breaks.module';
import { LedgerModule } from '../ledger/ledger.module';
import { LimitsModule } from '../limits/limits.module';
import { PaymentMethodsModule } from '../payment-methods/payment-methods.module';
import { DepositExpirySweeper } from './deposit-expiry.sweeper';
import { AdminDepositsController, DepositsController } from './deposits.controller';
import { DepositsService } from './deposits.service';

@Module({
  imports: [LedgerModule, PaymentMethodsModule, LimitsModule, BreaksModule],
  controllers: [DepositsController, AdminDepositsController],
  providers: [DepositsService, DepositExpirySweeper],
  exports: [DepositsService],
})
export class DepositsModule {}
