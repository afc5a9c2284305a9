import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { READ_CACHE, ReadCache } from '../cache/read-cache';
import type { CatalogData } from '../fixtures/fixture-provider';
import { afterCommit } from '@p2p/service-kit';
import { Country } from './country.entity';
import { EmblemSprite } from './emblem-sprite.service';
import { League } from './league.entity';
import { Team } from './team.entity';

/** Serialises replicas synchronising the catalog at the same start. */
const CATALOG_LOCK_KEY = 7_413_000_201;
/** Where a club the provider cannot rate starts: a little above the weakest top-flight sides. */
const UNRATED_CLUB_RATING = 60;

/** Brings countries, competitions, clubs and memberships in line with the provider's catalog. */
@Injectable()
export class CatalogSyncService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(READ_CACHE) private readonly cache: ReadCache,
    private readonly emblems: EmblemSprite,
  ) {}

  async synchronise(catalog: CatalogData): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1)`, [CATALOG_LOCK_KEY]);
      await manager.upsert(Country, catalog.countries, ['id']);
      const teams = catalog.teams.map((team) => ({ crestUrl: null, ...team }));
      const rated = teams.filter((team) => team.rating !== undefined);
      if (rated.length > 0) await manager.upsert(Team, rated, ['id']);
      const unrated = teams.filter((team) => team.rating === undefined);
      if (unrated.length > 0) {
        // A club the provider cannot rate keeps the rating it has (the odds stay as they were).
        await manager
          .createQueryBuilder()
          .insert()
          .into(Team)
          .values(unrated.map((team) => ({ ...team, rating: UNRATED_CLUB_RATING })))
          .orUpdate(
            ['name', 'short_name', 'country_id', 'primary_color', 'secondary_color', 'crest_url'],
            ['id'],
          )
          .execute();
      }
      await manager.upsert(
        League,
        catalog.leagues.map(({ teamIds: _teamIds, ...league }) => league),
        ['id'],
      );
      for (const league of catalog.leagues) {
        // Promotions and relegations: a league's clubs are exactly the provider's list.
        await manager.query(`DELETE FROM league_teams WHERE league_id = $1 AND NOT (team_id = ANY($2))`, [
          league.id,
          league.teamIds,
        ]);
        await manager.query(
          `INSERT INTO league_teams (league_id, team_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
          [league.id, league.teamIds],
        );
      }
      await afterCommit(manager, () => this.cache.invalidate('catalog'));
    });
    await this.emblems.refresh();
  }
}
