import { Body, Controller, Get, Param, ParseEnumPipe, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Money } from '@p2p/contracts';
import { Auth, AuthUser, CurrentUser, reply, ValidationFailedError } from '@p2p/service-kit';
import {
  LIMIT_PERIODS,
  limitChangeMessage,
  LimitPeriod,
  PERIOD_ADJECTIVE,
  SetLimitDto,
} from '@p2p/player-protection';
import { DepositLimitsService } from './deposit-limits.service';

const periodPipe = new ParseEnumPipe(Object.fromEntries(LIMIT_PERIODS.map((p) => [p, p])), {
  exceptionFactory: () => new ValidationFailedError('Period must be day, week or month'),
});

/** A bettor's own deposit limits (issue 22): responsible gambling, set by the user for themselves. */
@ApiTags('Limits')
@Controller('api/wallet/limits')
export class DepositLimitsController {
  constructor(private readonly limits: DepositLimitsService) {}

  @Get('deposit')
  @Auth()
  @ApiOperation({ summary: "The caller's deposit limits per day, week and month, with what is used" })
  async list(@CurrentUser() user: AuthUser) {
    return reply(await this.limits.list(user.id));
  }

  @Put('deposit/:period')
  @ApiParam({ name: 'period', enum: LIMIT_PERIODS })
  @Auth()
  @ApiOperation({
    summary: 'Sets a deposit limit: lowering applies at once, raising or removing (null) after 24 hours',
  })
  async set(
    @CurrentUser() user: AuthUser,
    @Param('period', periodPipe) period: LimitPeriod,
    @Body() dto: SetLimitDto,
  ) {
    const amount = dto.amount === undefined || dto.amount === null ? null : Money.toCents(dto.amount);
    const { limits, effectiveAt } = await this.limits.set(user.id, period, amount);
    return reply(limits, limitChangeMessage(`${PERIOD_ADJECTIVE[period]} deposit limit`, effectiveAt));
  }
}
