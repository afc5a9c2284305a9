import { OddsButton } from '../bet-slip/OddsButton';
import type { Match } from '../football/football-types';
import './live-matches.css';

/** Spec 01 live markets: Next Goal (home / away) and the quick markets Over 1.5, Under 1.5, Both Score. */
export function LiveMarkets({ match, compact = false }: { match: Match; compact?: boolean }) {
  return (
    <div className={['live-markets', compact && 'live-markets--compact'].filter(Boolean).join(' ')}>
      <div className="live-markets__group" role="group" aria-label="Next Goal">
        {!compact && <span className="live-markets__title">Next Goal</span>}
        <div className="live-markets__buttons">
          <OddsButton
            match={match}
            market="next_goal"
            pick="home"
            odds={match.nextGoalOdds.home}
            label={match.homeTeam.shortName}
          />
          <OddsButton
            match={match}
            market="next_goal"
            pick="away"
            odds={match.nextGoalOdds.away}
            label={match.awayTeam.shortName}
          />
        </div>
      </div>
      <div className="live-markets__group" role="group" aria-label="Quick markets">
        {!compact && <span className="live-markets__title">Quick markets</span>}
        <div className="live-markets__buttons">
          <OddsButton
            match={match}
            market="total_goals_1_5"
            pick="over"
            odds={match.totalGoalsOdds.over15}
            label="Over 1.5"
          />
          <OddsButton
            match={match}
            market="total_goals_1_5"
            pick="under"
            odds={match.totalGoalsOdds.under15}
            label="Under 1.5"
          />
          <OddsButton match={match} market="btts" pick="yes" odds={match.odds.bttsYes} label="Both Score" />
        </div>
      </div>
    </div>
  );
}
