import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FootballCountry, FootballLeague } from '@p2p/contracts';
import { DataSource } from 'typeorm';
import { CATALOG_TTL_MS, READ_CACHE, ReadCache } from '../cache/read-cache';
import { CountryNotFoundError, LeagueNotFoundError, TeamNotFoundError } from './catalog.errors';
import { leagueView } from './catalog.views';
import { Country } from './country.entity';
import { leagueLogoSvg, teamCrestSvg } from './crests';
import { EmblemSprite } from './emblem-sprite.service';
import { League } from './league.entity';
import { Team } from './team.entity';

/** Countries, competitions and clubs: reference data, cached until the catalog is synchronised. */
@Injectable()
export class CatalogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(READ_CACHE) private readonly cache: ReadCache,
    private readonly emblems: EmblemSprite,
  ) {}

  countries(): Promise<FootballCountry[]> {
    return this.cache.getOrLoad('catalog', 'countries', CATALOG_TTL_MS, async () => {
      const rows: Array<Country & { leagues_count: number }> = await this.dataSource.query(`
        SELECT c.id, c.name, c.code, c.flag, count(l.id)::int AS leagues_count
        FROM countries c LEFT JOIN leagues l ON l.country_id = c.id
        GROUP BY c.id ORDER BY count(l.id) DESC, min(l.display_order), c.name`);
      return rows.map(({ leagues_count, ...country }) => ({ ...country, leaguesCount: leagues_count }));
    });
  }

  async leagues(countryId?: string): Promise<FootballLeague[]> {
    if (countryId !== undefined) await this.country(countryId);
    return this.cache.getOrLoad('catalog', `leagues:${countryId ?? '*'}`, CATALOG_TTL_MS, async () => {
      const leagues = await this.dataSource.getRepository(League).find({
        where: countryId === undefined ? {} : { countryId },
        relations: { country: true },
        order: { displayOrder: 'ASC' },
      });
      const counts = await this.teamCounts();
      const logos = this.emblems.logos();
      return leagues.map((league) =>
        leagueView(league, league.country as Country, counts.get(league.id) ?? 0, logos),
      );
    });
  }

  async country(id: string): Promise<Country> {
    const country = await this.dataSource.getRepository(Country).findOneBy({ id });
    if (!country) throw new CountryNotFoundError();
    return country;
  }

  /** The league with its country, or LeagueNotFoundError. */
  async league(id: string): Promise<League & { country: Country }> {
    const league = await this.dataSource
      .getRepository(League)
      .findOne({ where: { id }, relations: { country: true } });
    if (!league) throw new LeagueNotFoundError();
    return league as League & { country: Country };
  }

  /** The club with its country, or TeamNotFoundError. */
  async team(id: string): Promise<Team & { country: Country }> {
    const team = await this.dataSource
      .getRepository(Team)
      .findOne({ where: { id }, relations: { country: true } });
    if (!team) throw new TeamNotFoundError();
    return team as Team & { country: Country };
  }

  async leagueTeams(leagueId: string): Promise<Team[]> {
    await this.league(leagueId);
    return this.dataSource
      .getRepository(Team)
      .createQueryBuilder('team')
      .innerJoin('league_teams', 'membership', 'membership.team_id = team.id')
      .where('membership.league_id = :leagueId', { leagueId })
      .leftJoinAndSelect('team.country', 'country')
      .orderBy('team.name')
      .getMany();
  }

  /** The competitions a club plays in, in menu order. */
  async leaguesOfTeam(teamId: string): Promise<League[]> {
    return this.dataSource
      .getRepository(League)
      .createQueryBuilder('league')
      .innerJoin('league_teams', 'membership', 'membership.league_id = league.id')
      .where('membership.team_id = :teamId', { teamId })
      .orderBy('league.display_order')
      .getMany();
  }

  async isMember(leagueId: string, teamId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM league_teams WHERE league_id = $1 AND team_id = $2`,
      [leagueId, teamId],
    );
    return rows.length > 0;
  }

  /** The feed's crest image when it gave one (a redirect), else the crest drawn in the club's colours. */
  async teamCrest(teamId: string): Promise<{ redirect: string } | { svg: string }> {
    const team = await this.team(teamId);
    return team.crestUrl ? { redirect: team.crestUrl } : { svg: teamCrestSvg(team) };
  }

  async leagueLogo(leagueId: string): Promise<string> {
    return leagueLogoSvg(await this.league(leagueId));
  }

  private async teamCounts(): Promise<Map<string, number>> {
    const rows: Array<{ league_id: string; teams: number }> = await this.dataSource.query(
      `SELECT league_id, count(*)::int AS teams FROM league_teams GROUP BY league_id`,
    );
    return new Map(rows.map((row) => [row.league_id, row.teams]));
  }
}
