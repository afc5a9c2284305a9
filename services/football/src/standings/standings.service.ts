import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Standings } from '@p2p/contracts';
import { DataSource } from 'typeorm';
import { MATCHES_TTL_MS, READ_CACHE, ReadCache } from '../cache/read-cache';
import { CatalogService } from '../catalog/catalog.service';
import { teamRef } from '../catalog/catalog.views';
import { EmblemSprite } from '../catalog/emblem-sprite.service';
import { Match } from '../matches/match.entity';
import { computeStandings } from './standings';

/** League tables computed from finished matches (so they move with every final whistle). */
@Injectable()
export class StandingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    @Inject(READ_CACHE) private readonly cache: ReadCache,
    private readonly emblems: EmblemSprite,
  ) {}

  async standings(leagueId: string): Promise<Standings> {
    const league = await this.catalog.league(leagueId);
    return this.cache.getOrLoad('matches', `standings:${leagueId}`, MATCHES_TTL_MS, async () => {
      const teams = await this.catalog.leagueTeams(leagueId);
      const results = await this.dataSource.getRepository(Match).find({
        select: { homeTeamId: true, awayTeamId: true, homeScore: true, awayScore: true },
        where: { leagueId, status: 'Finished' },
        order: { kickoffAt: 'ASC', id: 'ASC' },
      });
      const byId = new Map(teams.map((team) => [team.id, team]));
      const table = computeStandings(
        teams.map((team) => team.id),
        results,
      ).flatMap(({ teamId, ...row }) => {
        const team = byId.get(teamId);
        return team ? [{ ...row, team: teamRef(team, this.emblems.logos()) }] : [];
      });
      return {
        league: { id: league.id, name: league.name, country: league.country.name },
        season: league.season,
        table,
      };
    });
  }
}
