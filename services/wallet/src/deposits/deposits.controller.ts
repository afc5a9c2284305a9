import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, RawResponse } from '@p2p/service-kit';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { DepositsService } from './deposits.service';
import { DepositView } from './deposit.view';
import { ListDepositsQuery, ListPendingDepositsQuery } from './dto/list-deposits.query';
import { ProcessDepositDto } from './dto/process-deposit.dto';
import { SubmitDepositDto } from './dto/submit-deposit.dto';

/** The deposits calls answer in spec 02's own shapes ({ success, transaction(s) }), not in `data`. */
@ApiTags('Deposits')
@Controller('api/deposits')
export class DepositsController {
  constructor(private readonly deposits: DepositsService) {}

  @Post('submit')
  @Auth()
  @Idempotent()
  @RawResponse()
  @ApiOperation({
    summary: 'Submit a deposit for approval: { success, message, transaction }',
    description:
      'The fee is computed on the server (crypto 1%; mobile_money 2.5%, min $1; others 3%, min $2). ' +
      'Nothing is credited until an admin approves.',
  })
  @ApiOkResponse({ type: DepositView })
  async submit(@CurrentUser() user: AuthUser, @Body() dto: SubmitDepositDto) {
    const transaction = await this.deposits.submit(user, dto);
    return { success: true, message: 'Deposit request submitted successfully', transaction };
  }

  @Get('transactions')
  @Auth()
  @RawResponse()
  @ApiOperation({ summary: "The caller's deposits, newest first: { success, transactions }" })
  @ApiOkResponse({ type: DepositView, isArray: true })
  async list(@CurrentUser() user: AuthUser, @Query() query: ListDepositsQuery) {
    return { success: true, transactions: await this.deposits.listOwn(user, query.limit ?? 20) };
  }

  @Get('transactions/:id')
  @Auth()
  @RawResponse()
  @ApiOperation({ summary: "One deposit: the caller's own, or any for an admin: { success, transaction }" })
  @ApiOkResponse({ type: DepositView })
  async findOne(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return { success: true, transaction: await this.deposits.findOne(user, id) };
  }
}

@ApiTags('Admin: deposits')
@Controller('api/deposits/admin')
@Auth({ roles: ['admin'] })
export class AdminDepositsController {
  constructor(private readonly deposits: DepositsService) {}

  @Get('pending')
  @RawResponse()
  @ApiOperation({
    summary: 'Pending deposits, oldest first, with user, method and proof: { success, transactions }',
  })
  @ApiOkResponse({ type: DepositView, isArray: true })
  async pending(@Query() query: ListPendingDepositsQuery) {
    return { success: true, transactions: await this.deposits.listPending(query.limit ?? 100) };
  }

  @Patch('transactions/:id')
  @Idempotent()
  @RawResponse()
  @ApiOperation({
    summary:
      'Approve (credits the net amount once) or reject a pending deposit: { success, message, transaction }',
  })
  @ApiOkResponse({ type: DepositView })
  async process(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() dto: ProcessDepositDto) {
    const transaction = await this.deposits.process(admin, id, {
      status: dto.status,
      adminNotes: dto.adminNotes ?? null,
    });
    const message =
      dto.status === 'approved' ? 'Deposit approved successfully' : 'Deposit rejected successfully';
    return { success: true, message, transaction };
  }
}
