import { Module } from '@nestjs/common';
import { DeliveryModule } from '../delivery/delivery.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { AccountUnlockController } from './account-unlock.controller';
import { AccountUnlockService } from './account-unlock.service';

@Module({
  imports: [DeliveryModule, ThrottlingModule],
  controllers: [AccountUnlockController],
  providers: [AccountUnlockService],
  exports: [AccountUnlockService],
})
export class AccountUnlockModule {}
