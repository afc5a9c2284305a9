import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DashboardService } from './dashboard.service';

@ApiTags('football')
@Controller('api/football')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('dashboard')
  @ApiOperation({
    summary: 'Hero stats, spotlight, featured and live matches, trending bets, competitions, feed source',
  })
  overview() {
    return this.dashboard.dashboard();
  }

  @Get('trending')
  @ApiOperation({ summary: 'Matches with the most betting activity in the last 24 hours' })
  trending() {
    return this.dashboard.trending();
  }

  @Get('leagues/stats')
  @ApiOperation({ summary: 'Competitions with their open and live match counts and trending flag' })
  leagueStats() {
    return this.dashboard.leagueStats();
  }
}
