import { CreateLedger1765100000001 } from './1765100000001-create-ledger';
import { CreateHolds1765100000002 } from './1765100000002-create-holds';
import { CreateUserProfiles1765100000003 } from './1765100000003-create-user-profiles';
import { CreatePaymentMethodsAndDeposits1765100000004 } from './1765100000004-create-payment-methods-and-deposits';
import { CreateWithdrawalsAndTransfers1765100000005 } from './1765100000005-create-withdrawals-and-transfers';
import { CreateIdempotencyKeys1765100000006 } from './1765100000006-create-idempotency-keys';
import { WithdrawalCancel1765100000007 } from './1765100000007-withdrawal-cancel';
import { MoneyColumnsInMinorUnits1765100000008 } from './1765100000008-money-columns-in-minor-units';
import { CreateBetEscrows1765100000009 } from './1765100000009-create-bet-escrows';
import { CreateDepositLimits1765100000010 } from './1765100000010-create-deposit-limits';
import { ExcludedUsers1765100000020 } from './1765100000020-excluded-users';
import { LedgerAppliesPerStatement1765100000030 } from './1765100000030-ledger-applies-per-statement';
import { HoldParts1765100000040 } from './1765100000040-hold-parts';
import { PartsGivenBack1765100000050 } from './1765100000050-parts-given-back';
import { ExchangeBetEscrows1765100000060 } from './1765100000060-exchange-bet-escrows';

/** In the order they run. */
export const WALLET_MIGRATIONS = [
  CreateLedger1765100000001,
  CreateHolds1765100000002,
  CreateUserProfiles1765100000003,
  CreatePaymentMethodsAndDeposits1765100000004,
  CreateWithdrawalsAndTransfers1765100000005,
  CreateIdempotencyKeys1765100000006,
  WithdrawalCancel1765100000007,
  MoneyColumnsInMinorUnits1765100000008,
  CreateBetEscrows1765100000009,
  CreateDepositLimits1765100000010,
  ExcludedUsers1765100000020,
  LedgerAppliesPerStatement1765100000030,
  HoldParts1765100000040,
  PartsGivenBack1765100000050,
  ExchangeBetEscrows1765100000060,
];
