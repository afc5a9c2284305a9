import { Inject, Injectable } from '@nestjs/common';
import type { FootballMatch, LeagueMatches, MatchOdds } from '@p2p/contracts';
import { CONFIG, CLOCK, type Clock } from '@p2p/service-kit';
import { Between, In, MoreThan } from 'typeorm';
import { LIVE_TTL_MS, MATCHES_TTL_MS, READ_CACHE, ReadCache } from '../cache/read-cache';
import { CatalogService } from '../catalog/catalog.service';
import type { FootballConfig } from '../football.config';
import { priceMatch } from '../odds/markets';
import { addMs, DAY_MS } from '../simulation/time';
import { MatchReader } from './match-reader.service';
import { InvalidDateError } from './match.errors';
import { leagueListMatchView, LoadedMatch } from './match.view';
import { isCalendarDate } from './dto/is-calendar-date';

export const IN_PLAY = In(['Live', 'Half Time']);
export const OPEN_TO_BETTING = In(['Scheduled', 'Live', 'Half Time']);
const FEATURED_LIMIT = 12;
/** How far ahead the league screen lists fixtures, and how long it keeps showing finished ones. */
const LEAGUE_LIST_AHEAD_MS = 14 * DAY_MS;
const LEAGUE_LIST_BEHIND_MS = DAY_MS;

/** The match lists of the screens, cached: in-play answers for a second, others until a match changes. */
@Injectable()
export class MatchesService {
  constructor(
    private readonly reader: MatchReader,
    private readonly catalog: CatalogService,
    @Inject(READ_CACHE) private readonly cache: ReadCache,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: FootballConfig,
  ) {}

  live(): Promise<FootballMatch[]> {
    return this.cache.getOrLoad('matches', 'live', LIVE_TTL_MS, () =>
      this.reader.list({ where: { status: IN_PLAY } }),
    );
  }

  /** The matches kicking off on a UTC day, today when no day is given. */
  onDate(date?: string): Promise<FootballMatch[]> {
    if (date !== undefined && !isCalendarDate(date)) throw new InvalidDateError();
    const today = this.clock.now().toISOString().slice(0, 10);
    const day = date ?? today;
    const start = new Date(`${day}T00:00:00.000Z`);
    const ttl = day === today ? LIVE_TTL_MS : MATCHES_TTL_MS;
    return this.cache.getOrLoad('matches', `date:${day}`, ttl, () =>
      this.reader.list({ where: { kickoffAt: Between(start, addMs(start, DAY_MS - 1)) } }),
    );
  }

  featured(): Promise<FootballMatch[]> {
    return this.cache.getOrLoad('matches', 'featured', LIVE_TTL_MS, async () => {
      const matches = await this.reader.load({ where: { featured: true, status: OPEN_TO_BETTING } });
      const inPlayFirst = [...matches].sort((a, b) => Number(isLive(b)) - Number(isLive(a)));
      return this.reader.views(inPlayFirst.slice(0, FEATURED_LIMIT));
    });
  }

  /** The strongest pairing in play; before any kick-off, the next featured match. Null when neither exists. */
  spotlight(): Promise<FootballMatch | null> {
    return this.cache.getOrLoad('matches', 'spotlight', LIVE_TTL_MS, async () => {
      const inPlay = await this.reader.load({ where: { status: IN_PLAY } });
      const strongest = inPlay.sort((a, b) => appeal(b) - appeal(a))[0];
      const upcoming = { status: 'Scheduled' as const, kickoffAt: MoreThan(this.clock.now()) };
      const next =
        strongest ??
        (await this.reader.load({ where: { ...upcoming, featured: true }, take: 1 }))[0] ??
        (await this.reader.load({ where: upcoming, take: 1 }))[0];
      if (!next) return null;
      const [view] = await this.reader.views([next]);
      return view;
    });
  }

  odds(matchId: string): Promise<MatchOdds> {
    return this.cache.getOrLoad('matches', `odds:${matchId}`, LIVE_TTL_MS, async () => {
      const match = await this.reader.one(matchId);
      const margin = this.config.FOOTBALL_ODDS_MARGIN;
      const markets = priceMatch(
        {
          status: match.status,
          minute: match.minute,
          homeScore: match.homeScore,
          awayScore: match.awayScore,
          home: { name: match.homeTeam.name, rating: match.homeTeam.rating },
          away: { name: match.awayTeam.name, rating: match.awayTeam.rating },
        },
        margin,
      );
      return {
        matchId: match.id,
        status: match.status,
        minute: match.minute,
        score: { home: match.homeScore, away: match.awayScore },
        homeTeam: { id: match.homeTeam.id, name: match.homeTeam.name },
        awayTeam: { id: match.awayTeam.id, name: match.awayTeam.name },
        margin,
        updatedAt: match.updatedAt.toISOString(),
        ...markets,
      };
    });
  }

  /** Spec 02's league-matches call: in play, upcoming over two weeks, and those of the last day. */
  async ofLeague(leagueId: string): Promise<LeagueMatches> {
    const league = await this.catalog.league(leagueId);
    return this.cache.getOrLoad('matches', `league:${leagueId}`, LIVE_TTL_MS, async () => {
      const now = this.clock.now();
      const views = await this.reader.list({
        where: [
          {
            leagueId,
            kickoffAt: Between(addMs(now, -LEAGUE_LIST_BEHIND_MS), addMs(now, LEAGUE_LIST_AHEAD_MS)),
          },
          { leagueId, status: IN_PLAY },
        ],
      });
      return {
        success: true as const,
        data: views.map(leagueListMatchView),
        league: { id: league.id, name: league.name, country: league.country.name },
      };
    });
  }
}

const isLive = (match: LoadedMatch) => match.status === 'Live' || match.status === 'Half Time';
const appeal = (match: LoadedMatch) => match.homeTeam.rating + match.awayTeam.rating;
