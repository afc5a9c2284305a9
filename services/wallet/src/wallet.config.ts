import { BaseConfig, booleanFlag } from '@p2p/service-kit';
import { z } from 'zod';

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** The wallet's own variables; the kit adds the base ones and DATABASE_URL_WALLET. */
export const walletConfigSchema = z.object({
  /** Commission on a won bet's pot, in basis points (100 = 1%), paid to the platform fee account. */
  BET_COMMISSION_BPS: wholeNumber(0, 5000, 0),
  /** Largest transfer to a friend, whole dollars. */
  TRANSFER_MAX_USD: wholeNumber(1, 1_000_000, 10_000),
  /** Largest bank withdrawal per transaction, whole naira. */
  WITHDRAWAL_MAX_NGN: wholeNumber(100, 1_000_000_000, 5_000_000),
  /** A pending deposit older than this becomes expired. */
  DEPOSIT_PENDING_MAX_AGE_DAYS: wholeNumber(1, 365, 7),
  /** Pending deposits one user may have at once; the next is refused until one is reviewed. */
  DEPOSIT_MAX_PENDING_PER_USER: wholeNumber(1, 100, 5),
  /** How often the expiry sweep runs. */
  DEPOSIT_EXPIRY_SWEEP_MS: wholeNumber(1000, 86_400_000, 60_000),
  /** How often the ledger audit re-reads the books (metrics only; 0: never, tests run it themselves). */
  LEDGER_AUDIT_INTERVAL_MS: wholeNumber(0, 86_400_000, 300_000),
  /** How long an Idempotency-Key is remembered. */
  IDEMPOTENCY_KEY_TTL_HOURS: wholeNumber(1, 720, 24),
  /** Bank-account name provider; without it the deterministic demo resolver answers. */
  BANK_RESOLVER_URL: z.string().url().optional(),
  BANK_RESOLVER_API_KEY: z.string().optional(),
  BANK_RESOLVER_TIMEOUT_MS: wholeNumber(100, 60_000, 5000),
  /** Embedded mode: demo payment methods, a first exchange rate, funded demo bettors. */
  SEED_DEMO_DATA: booleanFlag,
  DEMO_FUNDED_EMAILS: z.string().default('alice@p2pbet.local,bob@p2pbet.local'),
});

export type WalletConfig = BaseConfig & z.infer<typeof walletConfigSchema>;
