import { Module } from '@nestjs/common';
import { BalanceChangedHandler } from './balance-changed.handler';
import { BetSettledHandler } from './bet-settled.handler';
import { OfferMatchedHandler } from './offer-matched.handler';

/** Handlers of other services' events that keep the user object's money and bet figures. */
@Module({ providers: [BalanceChangedHandler, BetSettledHandler, OfferMatchedHandler] })
export class IntegrationEventsModule {}
