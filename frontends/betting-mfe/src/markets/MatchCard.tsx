import { Badge, Button, buttonClassName } from '@p2p/ui';
import { Link } from '@p2p/router';
import type { Match } from '../football/football-types';
import { hasEnded, kickOffLabel, minuteLabel } from '../football/match-rules';
import { TeamCrest } from '../football/TeamCrest';
import { ExchangeButton } from '../exchange/ExchangeButton';
import type { MatchOffers } from '../shared/api/types';
import { useBettingActions } from '../shared/offers/actions-context';
import { OfferCard } from '../shared/offers/OfferCard';
import { isBettable } from '../shared/offers/selections';
import { matchSummary, moreOffersLink } from './match-summary';
import './markets.css';

/**
 * A match of the peer-to-peer grid (spec 01): competition, LIVE or the kick-off, the teams, its open
 * offers (the first `offerLimit`, then a link to the rest), an offer of one's own, and its exchange
 * (the price ladder and its bet slip, in a dialog).
 */
export function MatchCard({
  match,
  offers,
  offerLimit,
}: {
  match: Match;
  /** Its open offers as the grid loaded them (one request for every card); undefined while loading. */
  offers: MatchOffers | undefined;
  offerLimit?: number;
}) {
  const { openCreateOffer } = useBettingActions();
  const all = offers?.data ?? [];
  const shown = offerLimit === undefined ? all : all.slice(0, offerLimit);
  const more = (offers?.count ?? all.length) - shown.length;
  const bettable = isBettable(match);
  const started = match.homeTeam.score !== null;

  return (
    <article
      className="match-card"
      aria-labelledby={`match-${match.id}`}
      data-testid="match-card"
      data-match-id={match.id}
    >
      <header className="match-card__head">
        <span className="match-card__competition">
          <img src={match.competition.logo} alt="" width={18} height={18} />
          {match.competition.name}
        </span>
        {match.isLive ? (
          <span className="match-card__live">
            <Badge tone="live">LIVE</Badge>
            <span className="match-card__minute">{minuteLabel(match)}</span>
          </span>
        ) : hasEnded(match.status) ? (
          <Badge>{match.status}</Badge>
        ) : (
          <time className="match-card__time" dateTime={match.startTime}>
            {kickOffLabel(match.startTime)}
          </time>
        )}
      </header>
      <h3 className="match-card__teams" id={`match-${match.id}`}>
        <span className="match-card__team">
          <TeamCrest team={match.homeTeam} size={28} />
          <span className="match-card__team-name">{match.homeTeam.name}</span>
          {started && <span className="match-card__score">{match.homeTeam.score}</span>}
        </span>
        {!started && (
          <span className="match-card__vs" aria-hidden="true">
            VS
          </span>
        )}
        <span className="ui-visually-hidden">{started ? ' to ' : ' versus '}</span>
        <span className="match-card__team">
          <TeamCrest team={match.awayTeam} size={28} />
          <span className="match-card__team-name">{match.awayTeam.name}</span>
          {started && <span className="match-card__score">{match.awayTeam.score}</span>}
        </span>
      </h3>
      <div className="match-card__offers">
        {offers === undefined ? (
          <span className="skeleton match-card__skeleton" role="status" aria-label="Loading offers" />
        ) : shown.length === 0 ? (
          <p className="match-card__empty">{emptyText(bettable, offers.exchangeOffers ?? 0)}</p>
        ) : (
          shown.map((offer) => <OfferCard key={offer.id} offer={offer} showMatch={false} />)
        )}
      </div>
      <footer className="match-card__foot">
        {more > 0 && (
          <Link to={moreOffersLink(match)} className={buttonClassName({ variant: 'link', size: 'sm' })}>
            View {more} more {more === 1 ? 'offer' : 'offers'}
          </Link>
        )}
        {bettable && (
          <span className="match-card__actions">
            {/* Enabled for guests too: Create Bet Offer asks them to log in first (Login Required). */}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => openCreateOffer({ match: matchSummary(match) })}
            >
              Make an Offer
            </Button>
            {/* Guests may read the prices; the slip asks them to log in to bet. */}
            <ExchangeButton
              size="sm"
              variant="secondary"
              match={matchSummary(match)}
              aria-label="Exchange: back or lay at a price"
            >
              Exchange
            </ExchangeButton>
          </span>
        )}
      </footer>
    </article>
  );
}

/** No even-money offer to show: say so, and whether the exchange has prices to take instead. */
function emptyText(bettable: boolean, exchangeOffers: number): string {
  if (!bettable) return 'No open offers on this match.';
  if (exchangeOffers === 0) return 'No open offers yet: be the first.';
  const offers = exchangeOffers === 1 ? '1 offer' : `${exchangeOffers} offers`;
  return `No even-money offers yet: ${offers} at a price on the exchange.`;
}
