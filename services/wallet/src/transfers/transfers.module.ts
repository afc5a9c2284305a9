import { Module } from '@nestjs/common';
import { BreaksModule } from '../breaks/breaks.module';
import { LedgerModule } from '../ledger/ledger.module';
import { UsersModule } from '../users/users.module';
import { TransfersController } from './transfers.controller';
import { TransfersService } from './transfers.service';

@Module({
  imports: [LedgerModule, UsersModule, BreaksModule],
  controllers: [TransfersController],
  providers: [TransfersService],
})
export class TransfersModule {}
