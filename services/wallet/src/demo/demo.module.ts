import { Module } from '@nestjs/common';
import { DepositsModule } from '../deposits/deposits.module';
import { WithdrawalsModule } from '../withdrawals/withdrawals.module';
import { DemoDataService } from './demo-data.service';

@Module({
  imports: [DepositsModule, WithdrawalsModule],
  providers: [DemoDataService],
  exports: [DemoDataService],
})
export class DemoModule {}
