import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Money } from '@p2p/contracts';
import type { Withdrawal, WithdrawalStatus } from './withdrawal.entity';

export class WithdrawalView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '058' })
  bankCode: string;

  @ApiProperty({ example: 'GTBank' })
  bankName: string;

  @ApiProperty({ example: '0123456789' })
  accountNumber: string;

  @ApiProperty({ example: 'ADAEZE OKAFOR' })
  accountName: string;

  @ApiProperty({ example: '150000.00', description: 'What the bank pays out, naira' })
  amountNgn: string;

  @ApiProperty({
    example: '100.00',
    description: 'What leaves the wallet, dollars (the naira at the rate, rounded up to the cent)',
  })
  amountUsd: string;

  @ApiProperty({ example: '1500.00', description: 'Naira per dollar used' })
  rate: string;

  @ApiProperty({ enum: ['pending', 'paid', 'rejected', 'cancelled'] })
  status: WithdrawalStatus;

  @ApiProperty({ nullable: true, type: String })
  adminNotes: string | null;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({ nullable: true, type: Date })
  processedAt: Date | null;

  @ApiPropertyOptional({ description: 'Admins only' })
  user?: { id: string; username: string | null; email: string | null };
}

export function toWithdrawalView(
  withdrawal: Withdrawal,
  user?: { username: string | null; email: string | null },
): WithdrawalView {
  return {
    id: withdrawal.id,
    bankCode: withdrawal.bankCode,
    bankName: withdrawal.bankName,
    accountNumber: withdrawal.accountNumber,
    accountName: withdrawal.accountName,
    amountNgn: Money.format(withdrawal.amountNgnKobo),
    amountUsd: Money.format(withdrawal.amountUsdCents),
    rate: Money.format(withdrawal.ngnPerUsd),
    status: withdrawal.status,
    adminNotes: withdrawal.adminNotes,
    createdAt: withdrawal.createdAt,
    processedAt: withdrawal.processedAt,
    ...(user ? { user: { id: withdrawal.userId, ...user } } : {}),
  };
}
