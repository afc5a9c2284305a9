import type { MatchEvent } from './football-types';
import './football.css';

const LABELS: Record<MatchEvent['type'], string> = {
  goal: 'Goal',
  yellow_card: 'Yellow card',
  red_card: 'Red card',
};

/** Drawn rather than the service's emoji, which Debian's Chromium (and some systems) cannot show. */
export function MatchEventIcon({ type }: { type: MatchEvent['type'] }) {
  if (type === 'goal')
    return (
      <svg
        className="event-icon event-icon--goal"
        viewBox="0 0 16 16"
        width="14"
        height="14"
        role="img"
        aria-label={LABELS.goal}
      >
        <circle cx="8" cy="8" r="7" fill="#f8fafc" stroke="#0b1120" strokeWidth="1" />
        <path d="M8 4.6l3 2.2-1.1 3.5H6.1L5 6.8z" fill="#0b1120" />
      </svg>
    );
  return (
    <span
      className={`event-icon event-icon--card event-icon--${type === 'red_card' ? 'red' : 'yellow'}`}
      role="img"
      aria-label={LABELS[type]}
    />
  );
}

export const eventLabel = (type: MatchEvent['type']) => LABELS[type];
