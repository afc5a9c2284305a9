import { Module } from '@nestjs/common';
import { BalanceChangedHandler } from './balance-changed.handler';
import { BetSettledHandler } from './bet-settled.handler';

/** Handlers of other services' events that keep the user object's money figures. */
@Module({ providers: [BalanceChangedHandler, BetSettledHandler] })
export class IntegrationEventsModule {}
