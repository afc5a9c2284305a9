import { Badge, Button } from '@p2p/ui';
import type { LeagueMatch } from '../../shared/api/types';
import type { EvenMoneySelection } from '../../shared/offers/offer-schema';
import { closedReason } from '../../shared/offers/selections';
import { formatDateTime } from '../../shared/ui/format';
import { TeamCrest } from '../../football/TeamCrest';
import { ExchangeButton } from '../../exchange/ExchangeButton';
import { canBetOn, isLive } from './league-matches';

const BUTTONS: ReadonlyArray<{
  selection: EvenMoneySelection;
  label: string;
  price: 'home' | 'draw' | 'away';
}> = [
  { selection: 'home_win', label: 'Home Win', price: 'home' },
  { selection: 'draw', label: 'Draw', price: 'draw' },
  { selection: 'away_win', label: 'Away Win', price: 'away' },
];

const code = (name: string) =>
  name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();

/**
 * A match of the league list (spec 02): kick-off, LIVE, competition, status, crests, score or VS, bet
 * buttons, and its exchange.
 */
export function LeagueMatchCard({
  match,
  odds,
  offers,
  onBet,
}: {
  match: LeagueMatch;
  odds?: { home: number; draw: number; away: number };
  offers?: number;
  onBet: (match: LeagueMatch, selection: EvenMoneySelection) => void;
}) {
  const live = isLive(match);
  const open = canBetOn(match);
  const reason = open ? '' : closedReason(match);
  const scored = match.homeTeam.score !== null && match.awayTeam.score !== null;

  return (
    <article className="league-match" aria-label={`${match.homeTeam.name} vs ${match.awayTeam.name}`}>
      <header className="league-match__head">
        <span className="league-match__when">
          {live ? <Badge tone="live">LIVE</Badge> : null}
          <time dateTime={match.startTime}>{formatDateTime(match.startTime)}</time>
        </span>
        <span className="league-match__meta">
          <span className="text-muted">{match.competition.name}</span>
          {match.status !== 'Live' && (
            <Badge
              tone={
                match.status === 'Half Time' ? 'warning' : match.status === 'Scheduled' ? 'info' : 'neutral'
              }
            >
              {match.status}
            </Badge>
          )}
        </span>
      </header>
      <div className="league-match__teams">
        <div className="league-match__team">
          <TeamCrest team={{ ...match.homeTeam, shortName: code(match.homeTeam.name) }} size={40} />
          <span>{match.homeTeam.name}</span>
        </div>
        <div className="league-match__score" aria-label={scored ? 'Score' : undefined}>
          {scored ? `${match.homeTeam.score} - ${match.awayTeam.score}` : 'VS'}
        </div>
        <div className="league-match__team">
          <TeamCrest team={{ ...match.awayTeam, shortName: code(match.awayTeam.name) }} size={40} />
          <span>{match.awayTeam.name}</span>
        </div>
      </div>
      <div className="league-match__bets" role="group" aria-label="Create a bet offer">
        {BUTTONS.map((button) => (
          <Button
            key={button.selection}
            variant="secondary"
            size="sm"
            disabled={!open}
            title={reason || undefined}
            onClick={() => onBet(match, button.selection)}
          >
            {button.label}
            {odds && <span className="league-match__odds">{odds[button.price].toFixed(2)}</span>}
          </Button>
        ))}
      </div>
      {/* Guests may read the prices; the slip asks them to log in to bet. */}
      <ExchangeButton
        variant="ghost"
        size="sm"
        block
        disabled={!open}
        title={reason || undefined}
        match={{
          id: match.id,
          homeTeam: match.homeTeam.name,
          awayTeam: match.awayTeam.name,
          league: match.league_name,
          startTime: match.startTime,
          status: match.status,
        }}
      >
        Back or lay at a price
      </ExchangeButton>
      {(reason || offers !== undefined) && (
        <p className="league-match__note text-muted">
          {reason || `${offers} open ${offers === 1 ? 'offer' : 'offers'}`}
        </p>
      )}
    </article>
  );
}
