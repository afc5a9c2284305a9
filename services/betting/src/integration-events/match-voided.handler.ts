import { Injectable } from '@nestjs/common';
import { Events, type MatchVoided } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { MatchesProjection } from '../matches/matches.projection';
import { OfferExpiry } from '../offers/offer-expiry';
import { SettlementService } from '../settlement/settlement.service';

/** Cancelled, postponed or abandoned: every matched bet is void (both refunded), open offers expire. */
@Injectable()
@HandlesEvent(Events.MatchVoided)
export class MatchVoidedHandler implements IntegrationEventHandler<typeof Events.MatchVoided> {
  constructor(
    private readonly matches: MatchesProjection,
    private readonly settlement: SettlementService,
    private readonly expiry: OfferExpiry,
  ) {}

  async handle(payload: MatchVoided, { manager }: EventContext<typeof Events.MatchVoided>): Promise<void> {
    if (!(await this.matches.voided(manager, payload))) return;
    await this.settlement.voidMatch(manager, payload.matchId);
    await this.expiry.expireOpenOffersOfMatch(manager, payload.matchId);
  }
}
