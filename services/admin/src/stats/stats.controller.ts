import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '@p2p/service-kit';
import { StatsService } from './stats.service';

@ApiTags('admin')
@Controller('api/admin/stats')
@Auth({ roles: ['admin'] })
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Platform figures: users, offers, bets, stakes, pending deposits and withdrawals, commission, and their daily series',
  })
  get() {
    return this.stats.stats();
  }
}
