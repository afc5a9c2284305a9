import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser } from '@p2p/service-kit';
import { ListTransactionsQuery } from './dto/list-transactions.query';
import { StatementService } from './statement.service';

@ApiTags('Wallet')
@Controller('api/wallet')
@Auth()
export class StatementController {
  constructor(private readonly statement: StatementService) {}

  @Get('balance')
  @ApiOperation({ summary: 'The caller’s balance: { available, held, total, currency: USD }' })
  balance(@CurrentUser() user: AuthUser) {
    return this.statement.balance(user.id);
  }

  @Get('transactions')
  @ApiOperation({
    summary: 'The transactions screen, newest first, filterable by type, status and date range',
    description:
      'Types: deposit, withdrawal, withdrawal_refund, transfer_in, transfer_out, bet_stake, bet_refund, winnings ' +
      '(shown as Deposit, Withdrawal, ..., Winnings-Sport Bets). Statuses: Succeed, Pending, Failed, Closed.',
  })
  transactions(@CurrentUser() user: AuthUser, @Query() query: ListTransactionsQuery) {
    return this.statement.transactions(user.id, query);
  }
}
