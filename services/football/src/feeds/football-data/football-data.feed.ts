import { Inject, Injectable } from '@nestjs/common';
import type { CatalogData, FixtureData, FixtureProvider } from '../../fixtures/fixture-provider';
import { CLOCK, type Clock } from '@p2p/service-kit';
import { DAY_MS, startOfUtcDay } from '../../simulation/time';
import { COMPETITIONS, CompetitionProfile, FdCompetitionCode, competitionByCode } from './competitions';
import { FootballDataClient } from './football-data.client';
import { catalogOf, fixtureOf, ratingsOf } from './football-data.mapping';
import type { FdMatch, FdMatchList, FdStandings, FdTeamList } from './football-data.types';

export const FOOTBALL_DATA_CLIENT = Symbol('FOOTBALL_DATA_CLIENT');
/** The plan's per-minute budget, shared by the client (which spends it) and the poller (which plans). */
export const REQUEST_BUDGET = Symbol('REQUEST_BUDGET');

/** The fixtures window: results of the last days (a restart catches up on them) and two weeks ahead. */
export const FIXTURES_DAYS_BACK = 3;
export const FIXTURES_DAYS_AHEAD = 14;

/** `ids=` lists at most this many matches in one answer (the API's default list limit is 100). */
export const MAX_IDS_PER_REQUEST = 100;

const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

function profileOf(code: FdCompetitionCode): CompetitionProfile {
  const profile = competitionByCode(code);
  if (!profile) throw new Error(`Unknown competition ${code}`);
  return profile;
}

/**
 * football-data.org's API v4 behind the fixture provider, plus its results side. Each method below
 * is one request (the poller spends them within the plan's budget); `catalog()` and `fixtures()`,
 * the port's, are several.
 */
@Injectable()
export class FootballDataFeed implements FixtureProvider {
  constructor(
    @Inject(FOOTBALL_DATA_CLIENT) private readonly client: FootballDataClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** GET /competitions/{code}/teams: the competition's clubs, with crests, as our catalog. */
  async catalogOf(code: FdCompetitionCode, now: Date): Promise<CatalogData> {
    const { body } = await this.client.get<FdTeamList>(`/competitions/${code}/teams`);
    return catalogOf(profileOf(code), body, now);
  }

  /** GET /competitions/{code}/standings: the clubs' ratings from the table, by club id. */
  async ratingsOf(code: FdCompetitionCode): Promise<Map<string, number>> {
    const { body } = await this.client.get<FdStandings>(`/competitions/${code}/standings`);
    return ratingsOf(body);
  }

  /** GET /competitions/{code}/matches?dateFrom&dateTo: the competition's matches around `now`. */
  async matchesOf(code: FdCompetitionCode, now: Date): Promise<FdMatch[]> {
    const today = startOfUtcDay(now);
    const { body } = await this.client.get<FdMatchList>(`/competitions/${code}/matches`, {
      dateFrom: isoDay(new Date(today.getTime() - FIXTURES_DAYS_BACK * DAY_MS)),
      // The API leaves dateTo's own day out of the range.
      dateTo: isoDay(new Date(today.getTime() + (FIXTURES_DAYS_AHEAD + 1) * DAY_MS)),
    });
    return body.matches ?? [];
  }

  /** GET /matches?ids=...: those matches as they stand now (live scores, final results). */
  async matchesByIds(ids: readonly number[]): Promise<FdMatch[]> {
    if (ids.length === 0) return [];
    const { body } = await this.client.get<FdMatchList>('/matches', {
      ids: ids.slice(0, MAX_IDS_PER_REQUEST).join(','),
    });
    return body.matches ?? [];
  }

  async catalog(): Promise<CatalogData> {
    const now = this.clock.now();
    const parts = [];
    for (const { code } of COMPETITIONS) parts.push(await this.catalogOf(code, now));
    const unique = <T extends { id: string }>(items: T[]) => [
      ...new Map(items.map((item) => [item.id, item])).values(),
    ];
    return {
      countries: unique(parts.flatMap((part) => part.countries)),
      leagues: parts.flatMap((part) => part.leagues),
      teams: unique(parts.flatMap((part) => part.teams)),
    };
  }

  async fixtures(now: Date): Promise<FixtureData[]> {
    const fixtures: FixtureData[] = [];
    for (const profile of COMPETITIONS) {
      for (const match of await this.matchesOf(profile.code, now)) {
        const fixture = fixtureOf(profile, match);
        if (fixture) fixtures.push(fixture);
      }
    }
    return fixtures;
  }
}
