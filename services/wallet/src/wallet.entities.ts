import { Deposit } from './deposits/deposit.entity';
import { Hold } from './holds/hold.entity';
import { IdempotencyKey } from './idempotency/idempotency-key.entity';
import { Account } from './ledger/account.entity';
import { LedgerEntry } from './ledger/ledger-entry.entity';
import { LedgerTransaction } from './ledger/ledger-transaction.entity';
import { PaymentMethod } from './payment-methods/payment-method.entity';
import { Transfer } from './transfers/transfer.entity';
import { UserProfile } from './users/user-profile.entity';
import { ExchangeRate } from './withdrawals/exchange-rate.entity';
import { Withdrawal } from './withdrawals/withdrawal.entity';

export const WALLET_ENTITIES = [
  Account,
  LedgerTransaction,
  LedgerEntry,
  Hold,
  UserProfile,
  PaymentMethod,
  Deposit,
  ExchangeRate,
  Withdrawal,
  Transfer,
  IdempotencyKey,
];
