import type { ReactNode } from 'react';
import { Badge } from '@p2p/ui';
import { OddsButton } from '../bet-slip/OddsButton';
import { FormBadges } from '../football/FormBadges';
import type { Match, MatchSide } from '../football/football-types';
import { MatchEventIcon } from '../football/MatchEventIcon';
import { hasEnded, kickOffLabel, minuteLabel } from '../football/match-rules';
import { TeamCrest } from '../football/TeamCrest';
import './spotlight.css';

/**
 * Spec 01 Live Spotlight: the football service's spotlight match (the strongest pairing in play, else
 * the next featured one) with its progress, minute, crests, form, score and latest events, and the
 * Next Goal and Total Goals 1.5 prices (plus Match Result and Total Goals 2.5) for the bet slip.
 */
export function LiveSpotlight({ match }: { match: Match }) {
  const started = match.homeTeam.score !== null;
  const ended = hasEnded(match.status);
  const markets = !ended;

  return (
    <section className="spotlight" aria-labelledby="spotlight-title" data-testid="spotlight">
      <header className="spotlight__head">
        <h2 id="spotlight-title" className="spotlight__title">
          Live Spotlight
        </h2>
        <span className="spotlight__competition">
          <img src={match.competition.logo} alt="" width={18} height={18} />
          {match.competition.name}
        </span>
        {match.isLive ? (
          <span className="spotlight__clock">
            <Badge tone="live">LIVE</Badge>
            <span className="spotlight__minute" data-testid="spotlight-minute">
              {minuteLabel(match)}
            </span>
          </span>
        ) : (
          <Badge tone={ended ? 'neutral' : 'info'}>
            {ended ? match.status : kickOffLabel(match.startTime)}
          </Badge>
        )}
      </header>

      {started && (
        <div className="spotlight__progress">
          <div
            className="spotlight__bar"
            role="progressbar"
            aria-label="Match progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={match.progress}
          >
            <span style={{ width: `${match.progress}%` }} />
          </div>
          <span className="spotlight__percent">{match.progress}%</span>
        </div>
      )}

      <div className="spotlight__board">
        <SpotlightTeam team={match.homeTeam} />
        <div className="spotlight__score" aria-label={started ? 'Score' : undefined}>
          {started ? (
            <span data-testid="spotlight-score">
              {match.homeTeam.score} <span aria-hidden="true">-</span>
              <span className="ui-visually-hidden"> to </span> {match.awayTeam.score}
            </span>
          ) : (
            <span className="spotlight__vs">VS</span>
          )}
        </div>
        <SpotlightTeam team={match.awayTeam} />
      </div>

      {match.recentEvents.length > 0 && (
        <div className="spotlight__events">
          <h3 className="spotlight__subtitle">Recent events</h3>
          <ul>
            {match.recentEvents.map((event) => (
              <li key={event.id} className={`spotlight__event spotlight__event--${event.team}`}>
                <span className="spotlight__event-minute">{event.minute}&apos;</span>
                <MatchEventIcon type={event.type} />
                <span>
                  {event.player}{' '}
                  <span className="text-muted">
                    ({event.team === 'home' ? match.homeTeam.shortName : match.awayTeam.shortName})
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {markets && (
        <div className="spotlight__markets">
          <MarketRow title="Next Goal">
            <OddsButton match={match} market="next_goal" pick="home" odds={match.nextGoalOdds.home} />
            <OddsButton match={match} market="next_goal" pick="away" odds={match.nextGoalOdds.away} />
          </MarketRow>
          <MarketRow title="Total Goals 1.5">
            <OddsButton
              match={match}
              market="total_goals_1_5"
              pick="over"
              odds={match.totalGoalsOdds.over15}
            />
            <OddsButton
              match={match}
              market="total_goals_1_5"
              pick="under"
              odds={match.totalGoalsOdds.under15}
            />
          </MarketRow>
          <MarketRow title="Match Result">
            <OddsButton
              match={match}
              market="match_result"
              pick="home"
              odds={match.odds.home}
              label={match.homeTeam.shortName}
            />
            <OddsButton match={match} market="match_result" pick="draw" odds={match.odds.draw} label="Draw" />
            <OddsButton
              match={match}
              market="match_result"
              pick="away"
              odds={match.odds.away}
              label={match.awayTeam.shortName}
            />
          </MarketRow>
          <MarketRow title="Total Goals 2.5">
            <OddsButton match={match} market="total_goals_2_5" pick="over" odds={match.odds.over25} />
            <OddsButton match={match} market="total_goals_2_5" pick="under" odds={match.odds.under25} />
          </MarketRow>
        </div>
      )}
    </section>
  );
}

function SpotlightTeam({ team }: { team: MatchSide }) {
  return (
    <div className="spotlight__team">
      <TeamCrest team={team} size={56} />
      <span className="spotlight__team-name">{team.name}</span>
      <FormBadges form={team.recentForm} team={team.name} />
    </div>
  );
}

function MarketRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="market-row" role="group" aria-label={title}>
      <span className="market-row__title">{title}</span>
      <div className="market-row__buttons">{children}</div>
    </div>
  );
}
