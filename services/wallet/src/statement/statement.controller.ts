import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, RawResponse } from '@p2p/service-kit';
import { ExportTransactionsQuery, ListTransactionsQuery } from './dto/list-transactions.query';
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

  @Get('transactions/export')
  @RawResponse()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="transactions.csv"')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: 'The filtered transactions as CSV (same filters as the list, at most 10,000 rows)',
  })
  exportCsv(@CurrentUser() user: AuthUser, @Query() query: ExportTransactionsQuery) {
    return this.statement.exportCsv(user.id, query);
  }
}

@ApiTags('Admin: statements')
@Controller('api/wallet/admin/users')
@Auth({ roles: ['admin'] })
export class AdminStatementController {
  constructor(private readonly statement: StatementService) {}

  @Get(':userId/transactions')
  @ApiParam({
    name: 'userId',
    description: "Auth's user id; one the wallet never saw has an empty statement",
  })
  @ApiOperation({
    summary: "One user's transactions for the admin console, exactly as the user's own list shows them",
    description:
      'The rows, filters and paging of GET /api/wallet/transactions: { transactions, page, limit, total }.',
  })
  transactions(@Param('userId') userId: string, @Query() query: ListTransactionsQuery) {
    return this.statement.transactions(userId, query);
  }
}
