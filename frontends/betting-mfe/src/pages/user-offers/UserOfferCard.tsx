import { Badge, Button, Money } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { ExchangeButton } from '../../exchange/ExchangeButton';
import type { BetOffer, MatchSummary } from '../../shared/api/types';
import { useBettingActions } from '../../shared/offers/actions-context';
import {
  betAgainstSelection,
  closedReason,
  isBettable,
  offerStatusBadge,
  selectionWithTeam,
} from '../../shared/offers/selections';
import { formatDateTime, formatOdds } from '../../shared/ui/format';
import { PostedAgo } from '../../shared/offers/offer-facts';
import { ExchangeFillLine } from '../../shared/offers/ExchangeFillLine';
import { openFillBadge, sideAtOdds, unmatchedCents } from '../../shared/offers/exchange-terms';

/**
 * An offer on the user offers screen (spec 02), with Bet Against and the side the taker would get; an
 * exchange offer with its price and fill, and its match's exchange to take a part of it.
 */
export function UserOfferCard({ offer }: { offer: BetOffer }) {
  const { user } = useSession();
  const { matchOffer, busyOfferId } = useBettingActions();
  const teams = `${offer.match.homeTeam} vs ${offer.match.awayTeam}`;
  const counter = betAgainstSelection(offer.selection);
  const own = user?.id === offer.user.id;
  const fill = offer.exchange;
  const badge = fill && offer.status === 'open' ? openFillBadge(fill) : offerStatusBadge(offer.status);
  const canBet =
    offer.status === 'open' &&
    !own &&
    counter !== null &&
    isBettable(offer.match) &&
    (!fill || unmatchedCents(fill) > 0n);
  const reason = own
    ? 'This is your own bet offer'
    : offer.status === 'open'
      ? closedReason(offer.match)
      : '';

  return (
    <article className="user-offer" aria-label={`Offer on ${teams}`}>
      <header className="user-offer__head">
        <div className="user-offer__match">
          <strong className="text-whole-words" title={teams}>
            {teams}
          </strong>
          <span className="text-muted">{offer.match.league || 'Premier League'}</span>
        </div>
        <Badge tone={badge.tone}>{badge.text}</Badge>
      </header>
      <dl className="user-offer__facts">
        <div>
          <dt>Prediction</dt>
          <dd>{selectionWithTeam(offer.selection, offer.match)}</dd>
        </div>
        <div>
          <dt>Odds</dt>
          <dd>{fill ? sideAtOdds(fill) : formatOdds(offer.odds)}</dd>
        </div>
        <div>
          <dt>Match Date</dt>
          <dd>{formatDateTime(offer.match.startTime)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <PostedAgo at={offer.createdAt} />
          </dd>
        </div>
        <div>
          <dt>Stake</dt>
          <dd className="user-offer__stake">
            <Money value={offer.betAmount} />
          </dd>
        </div>
      </dl>
      {fill && <ExchangeFillLine fill={fill} />}
      {offer.description && <p className="user-offer__description">“{offer.description}”</p>}
      {fill ? (
        <footer className="user-offer__actions">
          {/* Taken in parts at its price, on the match's ladder, not whole against another outcome. */}
          <ExchangeButton block match={summaryOf(offer)} disabled={!canBet}>
            {canBet ? 'Take on the exchange' : 'Not Available'}
          </ExchangeButton>
          {reason && <p className="user-offer__hint">{reason}</p>}
        </footer>
      ) : (
        <footer className="user-offer__actions">
          {counter && offer.status === 'open' && !own && (
            <p className="user-offer__hint">
              You&apos;ll bet: <strong>{selectionWithTeam(counter, offer.match)}</strong>
            </p>
          )}
          <Button
            block
            disabled={!canBet}
            loading={busyOfferId === offer.id}
            onClick={() => counter && matchOffer(offer, counter)}
          >
            {canBet ? 'Bet Against' : 'Not Available'}
          </Button>
          {reason && <p className="user-offer__hint">{reason}</p>}
        </footer>
      )}
    </article>
  );
}

function summaryOf(offer: BetOffer): MatchSummary {
  const { id, homeTeam, awayTeam, league, startTime, status } = offer.match;
  return { id, homeTeam, awayTeam, league, startTime, status };
}
