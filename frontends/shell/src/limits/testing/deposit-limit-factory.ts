import type { DepositLimit, DepositLimitPeriod } from '@p2p/contracts/api';

/** When each period's window ends, as the wallet counts them (UTC) on Friday 27 Nov 2026. */
export const RESETS_AT: Readonly<Record<DepositLimitPeriod, string>> = {
  day: '2026-11-28T00:00:00.000Z',
  week: '2026-11-30T00:00:00.000Z',
  month: '2026-12-01T00:00:00.000Z',
};

/** One period's entry of GET /api/wallet/limits/deposit: no limit and nothing used unless told. */
export function aDepositLimit(
  period: DepositLimitPeriod,
  overrides: Partial<DepositLimit> = {},
): DepositLimit {
  return { period, amount: null, used: '0.00', resetsAt: RESETS_AT[period], pending: null, ...overrides };
}

/** The three entries the wallet always answers, in its order. */
export function depositLimits(overrides: Partial<Record<DepositLimitPeriod, Partial<DepositLimit>>> = {}) {
  return (['day', 'week', 'month'] as const).map((period) => aDepositLimit(period, overrides[period]));
}
