import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MatchLifecycle } from '../matches/match-lifecycle.service';
import { MatchReader } from '../matches/match-reader.service';
import type { FootballMatch } from '@p2p/contracts';
import type { CreateTestMatchDto } from './dto/create-test-match.dto';
import type { VoidMatchDto } from './dto/void-match.dto';

/**
 * What end-to-end tests need to drive matches: every change goes through the same domain methods
 * (and so emits the same events) as the live clock's.
 */
@Injectable()
export class TestControlsService {
  constructor(
    private readonly lifecycle: MatchLifecycle,
    private readonly reader: MatchReader,
  ) {}

  async create(dto: CreateTestMatchDto): Promise<FootballMatch> {
    const [match] = await this.lifecycle.schedule([
      {
        id: randomUUID(),
        externalRef: null,
        leagueId: dto.leagueId,
        round: null,
        homeTeamId: dto.homeTeamId,
        awayTeamId: dto.awayTeamId,
        kickoffAt: new Date(dto.startTime),
        featured: dto.featured ?? false,
      },
    ]);
    return this.reader.view(match.id);
  }

  async finish(matchId: string, home: number, away: number): Promise<FootballMatch> {
    await this.lifecycle.finish(matchId, home, away);
    return this.reader.view(matchId);
  }

  async reschedule(matchId: string, startTime: string): Promise<FootballMatch> {
    await this.lifecycle.reschedule(matchId, new Date(startTime));
    return this.reader.view(matchId);
  }

  async void(matchId: string, dto: VoidMatchDto): Promise<FootballMatch> {
    await this.lifecycle.void(matchId, dto.status, dto.reason ?? `${dto.status} by the organiser`);
    return this.reader.view(matchId);
  }
}
