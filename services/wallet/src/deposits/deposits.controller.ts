import { Body, Controller, Get, Param, Patch, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, AuthUser, CurrentUser, RawResponse, RequireVerifiedEmail } from '@p2p/service-kit';
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
  @RequireVerifiedEmail('deposit')
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

  /**
   * The proof as a file of its detected type, for its depositor or an admin. Always an attachment in
   * a sandbox with no sources: the screens fetch it with the token and show it themselves, and a PDF
   * or a disguised file opened directly can run nothing in the site's origin.
   */
  @Get('transactions/:id/proof')
  @Auth()
  @RawResponse()
  @ApiOperation({ summary: "A deposit's proof of payment (image or PDF), for its depositor or an admin" })
  @ApiProduces('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf')
  async proof(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const proof = await this.deposits.proof(user, id);
    const extension = proof.mimeType.split('/')[1].replace('jpeg', 'jpg');
    response.set({
      'Content-Type': proof.mimeType,
      'Content-Disposition': `attachment; filename="deposit-${id}-proof.${extension}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    });
    return new StreamableFile(proof.bytes);
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
    summary:
      'Pending deposits, oldest first, with user, method and a link to the proof: { success, transactions }',
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
