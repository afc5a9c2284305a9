import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { emblemSprite, leagueLogoSvg, teamCrestSvg } from './crests';
import { League } from './league.entity';
import { leagueEmblemFragment, LogoUrls, logoUrls, teamEmblemFragment } from './logo-urls';
import { Team } from './team.entity';

interface Sprite {
  version: string;
  svg: string;
}

function spriteOf(teams: readonly Team[], leagues: readonly League[]): Sprite {
  const svg = emblemSprite([
    ...leagues.map((league) => ({ fragment: leagueEmblemFragment(league.id), svg: leagueLogoSvg(league) })),
    ...teams.map((team) => ({ fragment: teamEmblemFragment(team.id), svg: teamCrestSvg(team) })),
  ]);
  return { version: createHash('sha256').update(svg).digest('hex').slice(0, 16), svg };
}

/** A replica reads the catalog again for an unknown version at most this often. */
const REREAD_AFTER_MS = 5_000;

/**
 * Every emblem the service draws, in one sprite named by its content's hash: browsers keep it for
 * good, and a page of crests is one request. Rebuilt when this replica synchronises the catalog;
 * a version another replica built from a newer catalog is found by reading the catalog again.
 */
@Injectable()
export class EmblemSprite implements OnApplicationBootstrap {
  private current: Sprite = spriteOf([], []);
  private readAt = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
  }

  /** Builds the sprite from the catalog as it is now. */
  async refresh(): Promise<void> {
    const [teams, leagues] = await Promise.all([
      this.dataSource.getRepository(Team).find({ order: { id: 'ASC' } }),
      this.dataSource.getRepository(League).find({ order: { id: 'ASC' } }),
    ]);
    this.current = spriteOf(
      teams.filter((team) => !team.crestUrl),
      leagues,
    );
    this.readAt = Date.now();
  }

  logos(): LogoUrls {
    return logoUrls(this.current.version);
  }

  /** The sprite of this version, or the current version's name to send the browser to. */
  async ofVersion(version: string): Promise<{ svg: string } | { moved: string }> {
    if (version !== this.current.version && Date.now() - this.readAt >= REREAD_AFTER_MS) await this.refresh();
    return version === this.current.version ? { svg: this.current.svg } : { moved: this.current.version };
  }
}
