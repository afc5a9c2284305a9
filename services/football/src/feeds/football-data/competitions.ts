import type { LeagueData } from '../../fixtures/fixture-provider';

/**
 * The product's six competitions and football-data.org's codes for them (lookup tables,
 * "League-Codes"). Our league ids, colours and menu order are the demo's, so the screens, links and
 * betting's copies read the same whichever provider runs.
 */
export type FdCompetitionCode = 'PL' | 'CL' | 'PD' | 'SA' | 'BL1' | 'FL1';

export type CompetitionProfile = Omit<LeagueData, 'teamIds' | 'season'> & { code: FdCompetitionCode };

export const COMPETITIONS: readonly CompetitionProfile[] = [
  {
    code: 'PL',
    id: 'premier-league',
    name: 'Premier League',
    shortName: 'PL',
    countryId: 'england',
    kind: 'domestic',
    primaryColor: '#3D195B',
    secondaryColor: '#00FF85',
    displayOrder: 1,
  },
  {
    code: 'CL',
    id: 'champions-league',
    name: 'Champions League',
    shortName: 'UCL',
    countryId: 'europe',
    kind: 'continental',
    primaryColor: '#0E1E5B',
    secondaryColor: '#FFFFFF',
    displayOrder: 2,
  },
  {
    code: 'PD',
    id: 'la-liga',
    name: 'La Liga',
    shortName: 'LL',
    countryId: 'spain',
    kind: 'domestic',
    primaryColor: '#EE3524',
    secondaryColor: '#FFFFFF',
    displayOrder: 3,
  },
  {
    code: 'SA',
    id: 'serie-a',
    name: 'Serie A',
    shortName: 'SA',
    countryId: 'italy',
    kind: 'domestic',
    primaryColor: '#008FD7',
    secondaryColor: '#FFFFFF',
    displayOrder: 4,
  },
  {
    code: 'BL1',
    id: 'bundesliga',
    name: 'Bundesliga',
    shortName: 'BL',
    countryId: 'germany',
    kind: 'domestic',
    primaryColor: '#D20515',
    secondaryColor: '#FFFFFF',
    displayOrder: 5,
  },
  {
    code: 'FL1',
    id: 'ligue-1',
    name: 'Ligue 1',
    shortName: 'L1',
    countryId: 'france',
    kind: 'domestic',
    primaryColor: '#091C3E',
    secondaryColor: '#DAE025',
    displayOrder: 6,
  },
];

export const COMPETITION_CODES = COMPETITIONS.map((competition) => competition.code);

export function competitionByCode(code: string): CompetitionProfile | undefined {
  return COMPETITIONS.find((competition) => competition.code === code);
}

/** The competitions' own countries, whatever clubs the feed lists. */
export const COMPETITION_COUNTRIES = [
  { id: 'england', name: 'England', code: 'GB-ENG', flag: '🏴󠁧󠁢󠁥󠁮󠁧󠁿' },
  { id: 'europe', name: 'Europe', code: 'EU', flag: '🇪🇺' },
  { id: 'spain', name: 'Spain', code: 'ES', flag: '🇪🇸' },
  { id: 'italy', name: 'Italy', code: 'IT', flag: '🇮🇹' },
  { id: 'germany', name: 'Germany', code: 'DE', flag: '🇩🇪' },
  { id: 'france', name: 'France', code: 'FR', flag: '🇫🇷' },
];
