import { Module } from '@nestjs/common';
import { OfferActivityService } from './offer-activity.service';

/** Betting activity per match, projected from betting's offer events. */
@Module({
  providers: [OfferActivityService],
  exports: [OfferActivityService],
})
export class TrendingModule {}
