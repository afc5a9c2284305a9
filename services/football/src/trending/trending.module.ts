import { Module } from '@nestjs/common';
import { OfferCancelledHandler } from '../integration-events/offer-cancelled.handler';
import { OfferCreatedHandler } from '../integration-events/offer-created.handler';
import { OfferExpiredHandler } from '../integration-events/offer-expired.handler';
import { OfferMatchedHandler } from '../integration-events/offer-matched.handler';
import { OfferActivityService } from './offer-activity.service';

/** Betting activity per match, projected from betting's offer events. */
@Module({
  providers: [
    OfferActivityService,
    OfferCreatedHandler,
    OfferMatchedHandler,
    OfferCancelledHandler,
    OfferExpiredHandler,
  ],
  exports: [OfferActivityService],
})
export class TrendingModule {}
