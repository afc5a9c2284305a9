import { Module } from '@nestjs/common';
import { LimitsModule } from '../limits/limits.module';
import { UsersModule } from '../users/users.module';
import { WalletModule } from '../wallet/wallet.module';
import { OfferBatch } from './offer-batch';
import { OfferExpiry } from './offer-expiry';
import { OfferTransitions } from './offer-transitions';
import { OfferListsController } from './offer-lists.controller';
import { OfferListsService } from './offer-lists.service';
import { OfferQueries } from './offer.queries';
import { OffersController } from './offers.controller';
import { OffersService } from './offers.service';

@Module({
  imports: [WalletModule, UsersModule, LimitsModule],
  controllers: [OffersController, OfferListsController],
  providers: [OffersService, OfferBatch, OfferListsService, OfferQueries, OfferExpiry, OfferTransitions],
  exports: [OffersService, OfferExpiry, OfferTransitions, OfferListsService],
})
export class OffersModule {}
