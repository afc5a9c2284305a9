import { Module } from '@nestjs/common';
import { TrendingModule } from '../trending/trending.module';
import { OfferCancelledHandler } from './offer-cancelled.handler';
import { OfferCreatedHandler } from './offer-created.handler';
import { OfferExpiredHandler } from './offer-expired.handler';
import { OfferMatchedHandler } from './offer-matched.handler';

/** Betting's offer events, projected into the activity that ranks matches; each in its inbox transaction. */
@Module({
  imports: [TrendingModule],
  providers: [OfferCreatedHandler, OfferMatchedHandler, OfferCancelledHandler, OfferExpiredHandler],
})
export class IntegrationEventsModule {}
