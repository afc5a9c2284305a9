import { Module } from '@nestjs/common';
import { ExchangeModule } from '../exchange/exchange.module';
import { MatchingModule } from '../matching/matching.module';
import { OffersModule } from '../offers/offers.module';
import { WalletModule } from '../wallet/wallet.module';
import { SweeperService } from './sweeper.service';

@Module({
  imports: [OffersModule, MatchingModule, ExchangeModule, WalletModule],
  providers: [SweeperService],
  exports: [SweeperService],
})
export class SweeperModule {}
