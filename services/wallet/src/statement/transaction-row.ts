import { ApiProperty } from '@nestjs/swagger';
import { Money } from '@p2p/contracts';

/** The rows of spec 02's transactions screen, named by what happened to the user's money. */
export const TRANSACTION_TYPES = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_refund: 'Withdrawal Refund',
  transfer_in: 'Transfer In',
  transfer_out: 'Transfer Out',
  bet_stake: 'Bet Stake',
  bet_refund: 'Bet Refund',
  winnings: 'Winnings-Sport Bets',
} as const;

export type TransactionType = keyof typeof TRANSACTION_TYPES;

/** Closed: expired, try again; Pending: waiting for staff confirmation; Failed: contact customer service. */
export const TRANSACTION_STATUSES = {
  succeed: 'Succeed',
  pending: 'Pending',
  failed: 'Failed',
  closed: 'Closed',
} as const;

export type TransactionStatus = keyof typeof TRANSACTION_STATUSES;

export class TransactionRowView {
  @ApiProperty({ description: 'A ledger entry id, or a deposit id for a deposit not credited' })
  id: string;

  @ApiProperty()
  time: Date;

  @ApiProperty({ enum: Object.values(TRANSACTION_TYPES), example: 'Winnings-Sport Bets' })
  type: string;

  @ApiProperty({ description: 'The business reference: deposit, withdrawal, transfer, offer hold or bet' })
  tradeNo: string;

  @ApiProperty({
    example: '-10.00',
    description: 'Signed dollars: what the row did to the available balance',
  })
  amount: string;

  @ApiProperty({ enum: Object.values(TRANSACTION_STATUSES) })
  status: string;

  @ApiProperty({
    nullable: true,
    type: String,
    example: '90.00',
    description: 'Available balance right after; null for a deposit never credited',
  })
  afterBalance: string | null;

  @ApiProperty({ example: 'USD' })
  currency: 'USD';
}

export interface TransactionRow {
  id: string;
  time: Date;
  type: TransactionType;
  trade_no: string;
  amount_cents: string;
  balance_after_cents: string | null;
  status: TransactionStatus;
}

export function toTransactionRowView(row: TransactionRow): TransactionRowView {
  return {
    id: row.id,
    time: row.time,
    type: TRANSACTION_TYPES[row.type],
    tradeNo: row.trade_no,
    amount: Money.format(BigInt(row.amount_cents)),
    status: TRANSACTION_STATUSES[row.status],
    afterBalance: row.balance_after_cents === null ? null : Money.format(BigInt(row.balance_after_cents)),
    currency: 'USD',
  };
}
