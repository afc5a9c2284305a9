import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '@p2p/service-kit';
import { StatsService } from './stats.service';

@ApiTags('admin')
@Controller('api/admin/stats')
@Auth({ roles: ['admin'] })
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  get() {
    return this.stats.stats();
  }
}
