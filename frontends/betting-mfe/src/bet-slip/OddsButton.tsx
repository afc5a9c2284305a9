import type { Match } from '../football/football-types';
import { marketName, pickLabel, selectionKey, type SlipMarket, type SlipPick } from './bet-slip-rules';
import { betSlip, useBetSlip } from './bet-slip-store';
import './bet-slip.css';

/** A price that adds its selection to the bet slip, or takes it off again (a toggle button). */
export function OddsButton({
  match,
  market,
  pick,
  odds,
  label,
}: {
  match: Match;
  market: SlipMarket;
  pick: SlipPick;
  odds: number;
  /** The short label on the button; the pick's name by default. */
  label?: string;
}) {
  const slip = useBetSlip();
  const selection = {
    matchId: match.id,
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
    league: match.league.name,
    startTime: match.startTime,
    status: match.status,
    market,
    pick,
    odds,
  };
  const picked = slip.some((line) => selectionKey(line) === selectionKey(selection));
  const name = pickLabel(selection);
  return (
    <button
      type="button"
      className={['odds-button', picked && 'odds-button--picked'].filter(Boolean).join(' ')}
      aria-pressed={picked}
      title={`${marketName(market)}: ${name}`}
      onClick={() => betSlip.toggle(selection)}
    >
      {/* The name says the market and the pick; the visible label stays part of it (WCAG 2.5.3). */}
      <span className="ui-visually-hidden">{marketName(market)}: </span>
      <span className="odds-button__label">{label ?? name}</span>
      {label && label !== name && <span className="ui-visually-hidden"> ({name})</span>}
      <span className="odds-button__odds">{odds.toFixed(2)}</span>
    </button>
  );
}
