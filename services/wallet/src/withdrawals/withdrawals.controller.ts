import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Money } from '@p2p/contracts';
import { Auth, AuthUser, CurrentUser, reply, RequireVerifiedEmail } from '@p2p/service-kit';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { AdminListWithdrawalsQuery, ListWithdrawalsQuery } from './dto/list-withdrawals.query';
import { ProcessWithdrawalDto } from './dto/process-withdrawal.dto';
import { RequestWithdrawalDto } from './dto/request-withdrawal.dto';
import { ResolveAccountDto } from './dto/resolve-account.dto';
import { SetExchangeRateDto } from './dto/set-exchange-rate.dto';
import { ExchangeRatesService } from './exchange-rates.service';
import { WithdrawalView } from './withdrawal.view';
import { WithdrawalsService } from './withdrawals.service';

@ApiTags('Withdrawals')
@Controller('api/wallet/withdrawals')
@Auth()
export class WithdrawalsController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Get('options')
  @ApiOperation({ summary: 'Banks, naira limits per transaction and the current naira-per-dollar rate' })
  options() {
    return this.withdrawals.options();
  }

  @Post('resolve-account')
  @HttpCode(200)
  @ApiOperation({ summary: "The account holder's name from the bank, for the read-only Account Name field" })
  resolveAccount(@Body() dto: ResolveAccountDto) {
    return this.withdrawals.resolveAccount(dto);
  }

  @Post()
  @RequireVerifiedEmail('withdraw')
  @Idempotent()
  @ApiOperation({
    summary:
      'Withdraw naira to a bank account: the dollars (the naira at the rate, rounded up to the cent) are held until paid',
  })
  @ApiOkResponse({ type: WithdrawalView })
  async request(@CurrentUser() user: AuthUser, @Body() dto: RequestWithdrawalDto) {
    return reply(await this.withdrawals.request(user, dto), 'Withdrawal request submitted successfully');
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel a pending withdrawal of the caller: the held dollars return to the balance',
  })
  @ApiOkResponse({ type: WithdrawalView })
  async cancel(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return reply(await this.withdrawals.cancel(user, id), 'Withdrawal cancelled');
  }

  @Get()
  @ApiOperation({ summary: "The caller's withdrawals, newest first" })
  @ApiOkResponse({ type: WithdrawalView, isArray: true })
  list(@CurrentUser() user: AuthUser, @Query() query: ListWithdrawalsQuery) {
    return this.withdrawals.listOwn(user, query.limit ?? 20);
  }
}

@ApiTags('Admin: withdrawals')
@Controller('api/wallet/admin')
@Auth({ roles: ['admin'] })
export class AdminWithdrawalsController {
  constructor(
    private readonly withdrawals: WithdrawalsService,
    private readonly rates: ExchangeRatesService,
  ) {}

  @Get('withdrawals')
  @ApiOperation({ summary: 'Withdrawals, by status (pending ones oldest first)' })
  @ApiOkResponse({ type: WithdrawalView, isArray: true })
  list(@Query() query: AdminListWithdrawalsQuery) {
    return this.withdrawals.listForAdmin(query.status, query.limit ?? 20);
  }

  @Patch('withdrawals/:id')
  @Idempotent()
  @ApiOperation({ summary: 'Mark a pending withdrawal paid (the held dollars leave) or rejected (released)' })
  @ApiOkResponse({ type: WithdrawalView })
  async process(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() dto: ProcessWithdrawalDto) {
    const withdrawal = await this.withdrawals.process(admin, id, dto);
    return reply(
      withdrawal,
      dto.status === 'paid' ? 'Withdrawal marked as paid' : 'Withdrawal rejected successfully',
    );
  }

  @Get('exchange-rate')
  @ApiOperation({ summary: 'The current naira-per-dollar rate and the last 20 set' })
  exchangeRate() {
    return this.rates.history();
  }

  @Put('exchange-rate')
  @ApiOperation({ summary: 'Set the naira-per-dollar rate new withdrawals convert at' })
  async setExchangeRate(@CurrentUser() admin: AuthUser, @Body() dto: SetExchangeRateDto) {
    return reply(
      await this.rates.set(Money.toCents(dto.ngnPerUsd), admin.id),
      'Exchange rate updated successfully',
    );
  }
}
