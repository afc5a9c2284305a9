import { Money } from '@p2p/contracts';
import { BaseConfig, serviceUrlList } from '@p2p/service-kit';
import { z } from 'zod';

const dollars = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((value) => Money.isValid(value) && Money.toCents(value) > 0n, 'must be a positive dollar amount')
    .transform((value) => Money.toCents(value));

/** Variables of the betting service, on top of the kit's base ones. */
export const bettingConfigSchema = z.object({
  /**
   * The wallet's internal API (holds); the embedded runtime and the stack set it. Several replicas may
   * be listed, comma-separated (`npm run stack` with wallet replicas): calls go round them in turn.
   */
  SERVICE_URL_WALLET: serviceUrlList,
  /** Stake bounds of the create-offer form, in dollars. */
  OFFER_MIN_AMOUNT: dollars('1'),
  OFFER_MAX_AMOUNT: dollars('1000'),
  /** Offers can be created and matched until this many minutes before kick-off. */
  BETTING_CLOSES_MINUTES_BEFORE: z.coerce.number().int().min(0).max(1440).default(5),
  WALLET_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  /** How often the sweeper expires offers and repairs what a crash left half done; 0 turns it off. */
  SWEEPER_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  /** A pending or matching offer older than this is considered abandoned by its request. */
  SWEEPER_STUCK_AFTER_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * Commission on a bettor's net winnings per market on the exchange, in basis points (200 = 2%): the
   * bet slip shows it before confirming. Even-money bets keep the wallet's BET_COMMISSION_BPS.
   */
  EXCHANGE_COMMISSION_BPS: z.coerce.number().int().min(0).max(2000).default(200),
  /** How long the offer lists' count and stat cards may be reused; 0 computes them on every call. */
  OFFER_STATS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
});

export type BettingConfig = BaseConfig & z.infer<typeof bettingConfigSchema>;
