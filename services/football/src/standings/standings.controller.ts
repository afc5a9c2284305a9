import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { StandingsService } from './standings.service';

@ApiTags('football')
@Controller('api/football')
export class StandingsController {
  constructor(private readonly standings: StandingsService) {}

  @Get('leagues/:id/standings')
  @ApiOperation({ summary: "A competition's table, from its finished matches" })
  ofLeague(@Param('id') id: string) {
    return this.standings.standings(id);
  }
}
