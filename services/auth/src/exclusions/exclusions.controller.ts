import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, clientAddress, CurrentUser, reply } from '@p2p/service-kit';
import { breakEnd } from '@p2p/player-protection';
import type { Request } from 'express';
import { TakeBreakDto } from './dto/take-break.dto';
import { ExclusionsService } from './exclusions.service';

/** The caller's own breaks from betting: time-out and self-exclusion (issue 22). */
@ApiTags('auth')
@Controller('api/auth/exclusion')
@Auth({ unauthorizedMessage: 'No authentication token found' })
export class ExclusionsController {
  constructor(private readonly exclusions: ExclusionsService) {}

  @Get()
  @ApiOperation({ summary: 'The break in force, or null' })
  async current(@CurrentUser() caller: AuthUser) {
    return reply(await this.exclusions.current(caller.id));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Take a time-out (24h to 6w) or a self-exclusion (6m to 5y or permanent, password required); it cannot be ended early',
  })
  async take(@CurrentUser() caller: AuthUser, @Body() dto: TakeBreakDto, @Req() request: Request) {
    const exclusion = await this.exclusions.take(caller.id, dto, clientAddress(request));
    const until = breakEnd(exclusion.endsAt === null ? null : new Date(exclusion.endsAt));
    return reply(
      exclusion,
      exclusion.kind === 'time-out'
        ? `You are on a time-out ${until}. Your open offers are cancelled; withdrawals stay open.`
        : `You have excluded yourself ${until}. Your open offers are cancelled; withdrawals stay open.`,
    );
  }
}
