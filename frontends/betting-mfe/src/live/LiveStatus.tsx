import { Badge } from '@p2p/ui';
import type { Match } from '../football/football-types';
import { hasEnded, minuteLabel } from '../football/match-rules';
import './live.css';

/** LIVE and the minute while in play; Full Time (or the void) once a push says it ended. */
export function LiveStatus({ match }: { match: Match }) {
  if (hasEnded(match.status))
    return (
      <Badge tone={match.status === 'Finished' ? 'neutral' : 'warning'}>
        {match.status === 'Finished' ? 'Full Time' : match.status}
      </Badge>
    );
  return (
    <span className="live-status">
      <Badge tone="live">LIVE</Badge>
      <span className="live-status__minute" data-testid="live-minute">
        {minuteLabel(match)}
      </span>
    </span>
  );
}
