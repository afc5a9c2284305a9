import type { Match } from '../football/football-types';
import { MatchEventIcon, eventLabel } from '../football/MatchEventIcon';
import { TeamCrest } from '../football/TeamCrest';
import { LiveScore } from './LiveScore';
import { LiveStatus } from './LiveStatus';
import './live-matches.css';

/**
 * Feed view: every match in play as a running commentary, its goals and cards newest first, the
 * matches with the most recent event on top.
 */
export function LiveFeed({ matches }: { matches: Match[] }) {
  const ordered = [...matches].sort(
    (a, b) => (b.recentEvents[0]?.minute ?? -1) - (a.recentEvents[0]?.minute ?? -1),
  );
  return (
    <ol className="live-feed">
      {ordered.map((match) => (
        <li key={match.id} className="live-feed__match" data-testid="live-match" data-match-id={match.id}>
          <header className="live-feed__head">
            <span className="live-feed__teams">
              <TeamCrest team={match.homeTeam} size={20} />
              {match.homeTeam.shortName}
              <LiveScore match={match} />
              {match.awayTeam.shortName}
              <TeamCrest team={match.awayTeam} size={20} />
            </span>
            <LiveStatus match={match} />
          </header>
          {match.recentEvents.length === 0 ? (
            <p className="live-feed__quiet">No goals or cards yet.</p>
          ) : (
            <ul className="live-feed__events">
              {match.recentEvents.map((event) => (
                <li key={event.id} className="live-feed__event">
                  <span className="live-feed__minute">{event.minute}&apos;</span>
                  <MatchEventIcon type={event.type} />
                  <span>
                    {eventLabel(event.type)} for{' '}
                    {event.team === 'home' ? match.homeTeam.name : match.awayTeam.name}: {event.player}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
