import { describe, expect, it } from '@jest/globals';
import { recorded } from '../../../test/support/recorded-answers';
import { competitionByCode } from './competitions';
import type { FdMatchList, FdStandings, FdTeamList } from './football-data.types';
import {
  catalogOf,
  fdIdOfRef,
  fixtureOf,
  matchIdOf,
  matchRef,
  ratingsOf,
  reportOf,
} from './football-data.mapping';

const premierLeague = competitionByCode('PL')!;
const NOW = new Date('2026-03-14T13:20:00Z');
const matches = (name: string) => recorded<FdMatchList>(name).body.matches;

describe('football-data.org answers, mapped', () => {
  it('maps a competition team list to our catalog: readable ids, crests, colours, the area as country', () => {
    const catalog = catalogOf(premierLeague, recorded<FdTeamList>('competition-teams-PL').body, NOW);

    expect(catalog.leagues).toEqual([
      expect.objectContaining({
        id: 'premier-league',
        name: 'Premier League',
        countryId: 'england',
        kind: 'domestic',
        season: '2025/26',
        teamIds: ['arsenal-57', 'chelsea-61', 'liverpool-64', 'man-city-65', 'west-ham-563'],
      }),
    ]);
    expect(catalog.teams[3]).toEqual({
      id: 'man-city-65',
      name: 'Manchester City',
      shortName: 'MCI',
      countryId: 'england',
      primaryColor: '#6CABDD',
      secondaryColor: '#FFFFFF',
      crestUrl: 'https://crests.football-data.org/65.png',
    });
    expect(catalog.teams[4]).toMatchObject({
      name: 'West Ham United',
      primaryColor: '#7A263A',
      secondaryColor: '#6CABDD',
    });
    // The list carries no strength: clubs keep theirs until the table rates them.
    expect(catalog.teams.every((team) => team.rating === undefined)).toBe(true);
    expect(catalog.countries).toContainEqual({ id: 'england', name: 'England', code: 'GB-ENG', flag: '🏴󠁧󠁢󠁥󠁮󠁧󠁿' });
  });

  it('rates clubs from the TOTAL table: the leaders strong, the strugglers weak', () => {
    const ratings = ratingsOf(recorded<FdStandings>('standings-PL').body);

    // Arsenal: 66 points and +38 in 29 games, 55 + 18 x (2.276 - 1.35) + 6 x 1.310 = 79.5.
    expect(ratings.get('arsenal-57')).toBe(80);
    // West Ham: 25 points and -24, 55 + 18 x (0.862 - 1.35) + 6 x (-0.828) = 41.2.
    expect(ratings.get('west-ham-563')).toBe(41);
    expect([...ratings.keys()]).toHaveLength(5);
  });

  it('maps a fixture list to fixtures with stable ids derived from the feed id', () => {
    const [finished, inPlay, timed] = matches('matches-PL');
    const fixture = fixtureOf(premierLeague, timed);

    expect(fixture).toEqual({
      ref: 'football-data:538311',
      id: matchIdOf('football-data:538311'),
      leagueId: 'premier-league',
      round: 'Matchday 29',
      homeTeamId: 'arsenal-57',
      awayTeamId: 'chelsea-61',
      kickoffAt: new Date('2026-03-14T17:30:00Z'),
      featured: false,
    });
    expect(fixture!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fixtureOf(premierLeague, timed)!.id).toBe(fixture!.id);
    expect(fixtureOf(premierLeague, inPlay)!.id).not.toBe(fixture!.id);
    expect(reportOf(finished)).toMatchObject({ status: 'FINISHED', score: { home: 3, away: 1 } });
    expect(reportOf(timed)).toMatchObject({ status: 'TIMED', score: null, minute: null });
  });

  it('reads a live match: its status and the score so far, the minute left to estimate', () => {
    const [live] = matches('match-live');

    expect(reportOf(live)).toEqual({
      fdId: 538311,
      status: 'IN_PLAY',
      kickoffAt: new Date('2026-03-14T17:30:00Z'),
      minute: null,
      score: { home: 1, away: 0 },
      lastUpdated: new Date('2026-03-14T17:58:02Z'),
    });
    expect(reportOf({ ...live, minute: 67 }).minute).toBe(67);
    expect(reportOf(matches('match-half-time')[0])).toMatchObject({
      status: 'PAUSED',
      score: { home: 1, away: 0 },
    });
  });

  it('reads a finished match with its final score, and a postponed one with none', () => {
    expect(reportOf(matches('match-finished')[0])).toMatchObject({
      status: 'FINISHED',
      score: { home: 2, away: 1 },
    });
    expect(reportOf(matches('match-postponed')[0])).toMatchObject({ status: 'POSTPONED', score: null });
  });

  it('settles a tie decided on penalties on the score after 90 minutes, not the shoot-out', () => {
    const [knockout] = matches('match-penalties');

    expect(reportOf(knockout).score).toEqual({ home: 1, away: 1 });
    expect(fixtureOf(competitionByCode('CL')!, knockout)).toMatchObject({
      leagueId: 'champions-league',
      round: 'Round of 16',
      featured: true,
    });
  });

  it('leaves out a knockout tie whose clubs are not drawn yet', () => {
    const [timed] = matches('matches-PL').slice(2);
    const undrawn = { ...timed, homeTeam: { id: null, name: null }, awayTeam: { id: null, name: null } };

    expect(fixtureOf(premierLeague, undrawn)).toBeNull();
  });

  it('knows the feed id of a ref, a re-dated fixture included', () => {
    expect(fdIdOfRef(matchRef(538312))).toBe(538312);
    expect(fdIdOfRef(matchRef(538312, new Date('2026-04-01T19:00:00Z')))).toBe(538312);
    expect(matchRef(538312, new Date('2026-04-01T19:00:00Z'))).toBe(
      'football-data:538312@2026-04-01T19:00:00.000Z',
    );
    expect(fdIdOfRef('demo:premier-league:2026-03-14:arsenal-chelsea')).toBeNull();
  });
});
