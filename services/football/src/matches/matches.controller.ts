import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RawResponse } from '@p2p/service-kit';
import { MatchesOnDateQuery } from './dto/matches-on-date.query';
import { MatchesService } from './matches.service';

/**
 * How a client subscribes to live updates: the gateway's socket.io endpoint. Everyone receives
 * `match:updated` and `offers:changed`; a handshake with `auth: { token }` adds the user's `balance`.
 */
export const LIVE_UPDATES = {
  transport: 'socket.io',
  path: '/api/live/socket.io',
  events: ['match:updated', 'offers:changed', 'balance'],
} as const;

/** Match lists and odds; public. Both path variants of the specification are served. */
@ApiTags('football')
@Controller('api/football')
export class MatchesController {
  constructor(private readonly matches: MatchesService) {}

  @Get(['live/database', 'live'])
  @ApiOperation({ summary: 'Matches in play (Live and Half Time)' })
  live() {
    return this.matches.live();
  }

  @Post('live/websocket/init')
  @HttpCode(200)
  @ApiOperation({ summary: 'How to subscribe to live updates' })
  liveUpdates() {
    return LIVE_UPDATES;
  }

  @Get(['matches/database', 'matches'])
  @ApiOperation({ summary: 'Matches kicking off on a UTC day (today by default)' })
  onDate(@Query() query: MatchesOnDateQuery) {
    return this.matches.onDate(query.date);
  }

  @Get('featured')
  @ApiOperation({ summary: 'Featured matches open to betting, those in play first' })
  featured() {
    return this.matches.featured();
  }

  @Get('spotlight')
  @ApiOperation({ summary: 'The match in the spotlight, or null' })
  spotlight() {
    return this.matches.spotlight();
  }

  @Get('matches/:id/odds')
  @ApiOperation({ summary: 'Every market of a match with its odds' })
  odds(@Param('id') id: string) {
    return this.matches.odds(id);
  }

  @Get('leagues/:id/matches')
  @RawResponse()
  @ApiOperation({ summary: "A league's matches (spec 02 league list): { success, data, league }" })
  ofLeague(@Param('id') id: string) {
    return this.matches.ofLeague(id);
  }
}
