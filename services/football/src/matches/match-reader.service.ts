import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FootballMatch } from '@p2p/contracts';
import { CONFIG } from '@p2p/service-kit';
import { isUUID } from 'class-validator';
import { DataSource, FindOptionsOrder, FindOptionsWhere } from 'typeorm';
import type { FootballConfig } from '../football.config';
import { OfferActivityService } from '../trending/offer-activity.service';
import { MatchEvent } from './match-event.entity';
import { Match } from './match.entity';
import { MatchNotFoundError } from './match.errors';
import { LoadedMatch, matchView } from './match.view';
import { TeamFormService } from './team-form.service';
import { EmblemSprite } from '../catalog/emblem-sprite.service';

const RECENT_EVENTS = 5;

export interface MatchQuery {
  where: FindOptionsWhere<Match> | Array<FindOptionsWhere<Match>>;
  order?: FindOptionsOrder<Match>;
  take?: number;
}

/** Reads matches with what their views show: clubs, competition, form, recent events, open offers. */
@Injectable()
export class MatchReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly forms: TeamFormService,
    private readonly offers: OfferActivityService,
    @Inject(CONFIG) private readonly config: FootballConfig,
    private readonly emblems: EmblemSprite,
  ) {}

  async list(query: MatchQuery): Promise<FootballMatch[]> {
    return this.views(await this.load(query));
  }

  async load(query: MatchQuery): Promise<LoadedMatch[]> {
    const matches = await this.dataSource.getRepository(Match).find({
      where: query.where,
      order: query.order ?? { kickoffAt: 'ASC', id: 'ASC' },
      take: query.take,
      relations: { homeTeam: true, awayTeam: true, league: { country: true } },
    });
    return matches as LoadedMatch[];
  }

  /** The match, or MatchNotFoundError (an id that is not even a UUID included). */
  async one(id: string): Promise<LoadedMatch> {
    if (!isUUID(id)) throw new MatchNotFoundError();
    const [match] = await this.load({ where: { id } });
    if (!match) throw new MatchNotFoundError();
    return match;
  }

  /** One match as the lists show it, or MatchNotFoundError. */
  async view(id: string): Promise<FootballMatch> {
    const [view] = await this.views([await this.one(id)]);
    return view;
  }

  async views(matches: LoadedMatch[]): Promise<FootballMatch[]> {
    if (matches.length === 0) return [];
    const matchIds = matches.map((match) => match.id);
    const teamIds = [...new Set(matches.flatMap((match) => [match.homeTeamId, match.awayTeamId]))];
    const [forms, events, openOffers] = await Promise.all([
      this.forms.forms(teamIds),
      this.recentEvents(matchIds),
      this.offers.openOffers(matchIds),
    ]);
    const context = {
      forms,
      events,
      openOffers,
      margin: this.config.FOOTBALL_ODDS_MARGIN,
      logos: this.emblems.logos(),
    };
    return matches.map((match) => matchView(match, context));
  }

  private async recentEvents(matchIds: string[]): Promise<Map<string, MatchEvent[]>> {
    const rows: MatchEvent[] = await this.dataSource.query(
      `
      SELECT id, match_id AS "matchId", minute, type, side, player FROM (
        SELECT e.*, row_number() OVER (PARTITION BY match_id ORDER BY minute DESC, id DESC) AS recency
        FROM match_events e WHERE match_id = ANY($1)
      ) ranked
      WHERE recency <= $2
      ORDER BY match_id, minute DESC, id DESC`,
      [matchIds, RECENT_EVENTS],
    );
    const events = new Map<string, MatchEvent[]>();
    for (const row of rows) events.set(row.matchId, [...(events.get(row.matchId) ?? []), row]);
    return events;
  }
}
