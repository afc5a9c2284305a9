import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { TeamsService } from './teams.service';

@ApiTags('football')
@Controller('api/football')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Get('teams/:id')
  @ApiOperation({ summary: 'A club: form, competitions, last and next matches' })
  team(@Param('id') id: string) {
    return this.teams.team(id);
  }

  @Get('leagues/:id/teams')
  @ApiOperation({ summary: "A competition's clubs with their form" })
  ofLeague(@Param('id') id: string) {
    return this.teams.ofLeague(id);
  }
}
