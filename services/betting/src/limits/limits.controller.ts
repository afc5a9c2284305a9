import { Body, Controller, Get, Param, ParseEnumPipe, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Money } from '@p2p/contracts';
import { Auth, AuthUser, CurrentUser, reply, ValidationFailedError } from '@p2p/service-kit';
import { limitChangeMessage, SetLimitDto } from '@p2p/player-protection';
import { LIMIT_KINDS, LIMIT_RULES, LimitKind } from './limit-kinds';
import { LimitsService } from './limits.service';

const kindPipe = new ParseEnumPipe(Object.fromEntries(LIMIT_KINDS.map((kind) => [kind, kind])), {
  exceptionFactory: () =>
    new ValidationFailedError('Kind must be stake-offer, stake-day, loss-week or loss-month'),
});

/** A bettor's own stake and loss limits (issue 22): responsible gambling, set by the user for themselves. */
@ApiTags('p2p-betting')
@Controller('api/p2p-betting/limits')
export class LimitsController {
  constructor(private readonly limits: LimitsService) {}

  @Get()
  @Auth()
  @ApiOperation({ summary: "The caller's stake and loss limits, with what each window has used" })
  async list(@CurrentUser() user: AuthUser) {
    return reply(await this.limits.list(user.id));
  }

  @Put(':kind')
  @ApiParam({ name: 'kind', enum: LIMIT_KINDS })
  @Auth()
  @ApiOperation({
    summary:
      'Sets a stake or loss limit: lowering applies at once, raising or removing (null) after 24 hours',
  })
  async set(
    @CurrentUser() user: AuthUser,
    @Param('kind', kindPipe) kind: LimitKind,
    @Body() dto: SetLimitDto,
  ) {
    const amount = dto.amount === undefined || dto.amount === null ? null : Money.toCents(dto.amount);
    const { limits, effectiveAt } = await this.limits.set(user.id, kind, amount);
    return reply(limits, limitChangeMessage(LIMIT_RULES[kind].name, effectiveAt));
  }
}
