import { Badge, Card, Money } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import type { PeerBet } from '../../shared/api/types';
import { selectionWithTeam } from '../../shared/offers/selections';
import { formatDateTime } from '../../shared/ui/format';
import { betOutcome, betSides, potOf, scoreLine } from './bet-display';

/** The bet itself: its match, both sides with their predictions and stakes, the pot and the result. */
export function BetDetails({ bet }: { bet: PeerBet }) {
  const { user } = useSession();
  const outcome = betOutcome(bet);
  const { match } = bet;
  const score = scoreLine(match.score);

  return (
    <Card className="detail-card" aria-label={`Bet on ${match.homeTeam} vs ${match.awayTeam}`}>
      <header className="detail-card__head">
        <div className="detail-card__match">
          <h2 className="detail-card__teams">
            {match.homeTeam} vs {match.awayTeam}
          </h2>
          {match.league && <span className="text-muted">{match.league}</span>}
        </div>
        <Badge tone={outcome.tone}>{outcome.text}</Badge>
      </header>
      <p className="bet-details__outcome">{outcome.detail}</p>
      <dl className="detail-facts">
        <div>
          <dt>Kick-off</dt>
          <dd>
            <time dateTime={match.startTime}>{formatDateTime(match.startTime)}</time>
          </dd>
        </div>
        <div>
          <dt>Match status</dt>
          <dd>{match.status}</dd>
        </div>
        {score && (
          <div>
            <dt>Score</dt>
            <dd>{score}</dd>
          </div>
        )}
      </dl>
      <ul className="bet-details__sides">
        {betSides(bet, user?.id).map((side) => (
          <li key={side.role} className="bet-side">
            <h3 className="bet-side__who">
              {side.who}
              <span className="bet-side__role text-muted">
                {side.role === 'maker' ? 'made the offer' : 'took the offer'}
              </span>
            </h3>
            <dl className="detail-facts">
              <div>
                <dt>{side.exchangeSide ? (side.exchangeSide === 'back' ? 'Backs' : 'Lays') : 'Predicts'}</dt>
                <dd>
                  {selectionWithTeam(side.selection, match)}
                  {bet.exchange && ` at ${bet.exchange.odds}`}
                </dd>
              </div>
              <div>
                <dt>{side.exchangeSide === 'lay' ? 'Liability' : 'Stake'}</dt>
                <dd>
                  <Money value={side.stake} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <dl className="detail-facts">
        <div>
          {/* The winner is paid the pot less the commission; the escrow trail below states it. */}
          <dt>{bet.exchange ? 'Pot (stake and liability)' : 'Pot (both stakes)'}</dt>
          <dd className="bet-details__pot">
            <Money value={potOf(bet)} />
          </dd>
        </div>
        {bet.exchange?.commission != null && (
          <div>
            <dt>Commission paid</dt>
            <dd>
              <Money value={bet.exchange.commission} />
            </dd>
          </div>
        )}
        <div>
          <dt>Matched</dt>
          <dd>
            <time dateTime={bet.createdAt}>{formatDateTime(bet.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{bet.status === 'void' ? 'Voided' : 'Settled'}</dt>
          <dd>
            {bet.settledAt ? (
              <time dateTime={bet.settledAt}>{formatDateTime(bet.settledAt)}</time>
            ) : (
              'Not yet'
            )}
          </dd>
        </div>
      </dl>
      {bet.description && <p className="bet-details__description">“{bet.description}”</p>}
    </Card>
  );
}
