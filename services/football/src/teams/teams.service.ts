import { CLOCK, type Clock } from '@p2p/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { FormResult, TeamDetail, TeamSummary } from '@p2p/contracts';
import { In, LessThanOrEqual, MoreThan } from 'typeorm';
import { MATCHES_TTL_MS, READ_CACHE, ReadCache } from '../cache/read-cache';
import { CatalogService } from '../catalog/catalog.service';
import { EmblemSprite } from '../catalog/emblem-sprite.service';
import type { LogoUrls } from '../catalog/logo-urls';
import type { Team } from '../catalog/team.entity';
import { MatchReader } from '../matches/match-reader.service';
import { TeamFormService } from '../matches/team-form.service';

const FIXTURES_SHOWN = 5;

/** Clubs with their form and fixtures; cached with the match answers, since both move with results. */
@Injectable()
export class TeamsService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly reader: MatchReader,
    private readonly forms: TeamFormService,
    @Inject(READ_CACHE) private readonly cache: ReadCache,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly emblems: EmblemSprite,
  ) {}

  async team(id: string): Promise<TeamDetail> {
    const team = await this.catalog.team(id);
    return this.cache.getOrLoad('matches', `team:${id}`, MATCHES_TTL_MS, async () => {
      const now = this.clock.now();
      const involving = [{ homeTeamId: id }, { awayTeamId: id }];
      const [forms, leagues, recent, upcoming] = await Promise.all([
        this.forms.forms([id]),
        this.catalog.leaguesOfTeam(id),
        this.reader.load({
          where: involving.map((side) => ({
            ...side,
            kickoffAt: LessThanOrEqual(now),
            status: In(['Finished', 'Abandoned']),
          })),
          order: { kickoffAt: 'DESC' },
          take: FIXTURES_SHOWN,
        }),
        this.reader.load({
          where: involving.map((side) => ({
            ...side,
            kickoffAt: MoreThan(now),
            status: 'Scheduled' as const,
          })),
          take: FIXTURES_SHOWN,
        }),
      ]);
      return {
        ...summary(team, forms.get(id) ?? [], this.emblems.logos()),
        leagues: leagues.map((league) => ({
          id: league.id,
          name: league.name,
          logo: this.emblems.logos().league(league.id),
        })),
        recentMatches: await this.reader.views(recent),
        upcomingMatches: await this.reader.views(upcoming),
      };
    });
  }

  async ofLeague(leagueId: string): Promise<TeamSummary[]> {
    const teams = await this.catalog.leagueTeams(leagueId);
    return this.cache.getOrLoad('matches', `league-teams:${leagueId}`, MATCHES_TTL_MS, async () => {
      const forms = await this.forms.forms(teams.map((team) => team.id));
      const logos = this.emblems.logos();
      return teams.map((team) => summary(team, forms.get(team.id) ?? [], logos));
    });
  }
}

function summary(team: Team, recentForm: FormResult[], logos: LogoUrls): TeamSummary {
  const country = team.country;
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    logo: logos.team(team),
    country: { id: team.countryId, name: country?.name ?? team.countryId, flag: country?.flag ?? '' },
    colors: { primary: team.primaryColor, secondary: team.secondaryColor },
    strength: team.rating,
    recentForm,
  };
}
