import { SelectField } from '@p2p/ui';
import { useState } from 'react';
import { useLeagueMatches, useLeagueStats } from '../api/football-queries';
import type { MatchSummary } from '../api/types';
import { formatDateTime } from '../ui/format';
import { isBettable } from './selections';

/** League, then one of its matches still open for betting: for Create Bet Offer without a match. */
export function MatchPicker({
  value,
  error,
  onChange,
}: {
  value: MatchSummary | undefined;
  error?: string;
  onChange: (match: MatchSummary | undefined) => void;
}) {
  const leagues = useLeagueStats();
  const [chosenLeague, setLeagueId] = useState('');
  // Until the user picks one, the first league with matches.
  const leagueId = chosenLeague || (leagues.data?.find((league) => league.matches > 0)?.id ?? '');
  const matches = useLeagueMatches(leagueId || undefined);
  const league = matches.data?.league;
  const bettable = (matches.data?.data ?? []).filter((match) => isBettable(match));

  const matchHint = matches.isLoading
    ? 'Loading matches...'
    : matches.isError
      ? 'Failed to load matches'
      : bettable.length === 0
        ? 'No bettable matches for this league'
        : undefined;

  return (
    <>
      <SelectField
        label="League"
        value={leagueId}
        onChange={(event) => {
          setLeagueId(event.target.value);
          onChange(undefined);
        }}
        hint={leagues.isError ? 'Failed to load leagues' : undefined}
        options={[
          ...(leagueId
            ? []
            : [{ value: '', label: leagues.isLoading ? 'Loading leagues...' : 'Choose a league' }]),
          ...(leagues.data ?? []).map((item) => ({ value: item.id, label: item.name })),
        ]}
      />
      <SelectField
        label="Match"
        value={value?.id ?? ''}
        error={error}
        hint={matchHint}
        onChange={(event) => {
          const found = bettable.find((match) => match.id === event.target.value);
          onChange(
            found && {
              id: found.id,
              homeTeam: found.homeTeam.name,
              awayTeam: found.awayTeam.name,
              league: league?.name ?? found.league_name,
              startTime: found.startTime,
              status: found.status,
            },
          );
        }}
        options={[
          { value: '', label: 'Choose a match' },
          ...bettable.map((match) => ({
            value: match.id,
            label: `${match.homeTeam.name} vs ${match.awayTeam.name} · ${formatDateTime(match.startTime)}`,
          })),
        ]}
      />
    </>
  );
}
