import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CONFIG } from '@p2p/service-kit';
import type { FootballConfig } from '../football.config';
import { feedSourceOf } from './feed-source';
import { ScoreCorrections } from './score-corrections.service';

@ApiTags('football')
@Controller('api/football/feed')
export class FeedController {
  constructor(
    private readonly corrections: ScoreCorrections,
    @Inject(CONFIG) private readonly config: FootballConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Where the matches come from: the simulated demo season or a real feed' })
  source() {
    return feedSourceOf(this.config);
  }

  /** Admins look here when the feed changed a result after it was settled (it is never paid twice). */
  @Get('corrections')
  @Auth({ roles: ['admin'] })
  @ApiOperation({ summary: 'Results the feed corrected after a match was settled (admins)' })
  list() {
    return this.corrections.list();
  }
}
