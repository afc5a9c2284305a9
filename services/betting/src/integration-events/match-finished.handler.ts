import { Injectable } from '@nestjs/common';
import { Events, type MatchFinished } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { MatchesProjection } from '../matches/matches.projection';
import { OfferExpiry } from '../offers/offer-expiry';
import { fromFinalScore } from '../settlement/settlement-rule';
import { SettlementService } from '../settlement/settlement.service';

/**
 * Settles every matched bet on the match and expires its open offers, in the inbox transaction:
 * the match row is updated first, so a bet being written concurrently either commits before (and
 * is settled here) or sees the match finished and gives its claim back.
 */
@Injectable()
@HandlesEvent(Events.MatchFinished)
export class MatchFinishedHandler implements IntegrationEventHandler<typeof Events.MatchFinished> {
  constructor(
    private readonly matches: MatchesProjection,
    private readonly settlement: SettlementService,
    private readonly expiry: OfferExpiry,
  ) {}

  async handle(
    payload: MatchFinished,
    { manager }: EventContext<typeof Events.MatchFinished>,
  ): Promise<void> {
    if (!(await this.matches.finished(manager, payload))) return;
    await this.settlement.settleMatch(manager, payload.matchId, fromFinalScore(payload));
    await this.expiry.expireOpenOffersOfMatch(manager, payload.matchId);
  }
}
