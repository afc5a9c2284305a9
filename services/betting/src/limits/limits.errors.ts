import { Money } from '@p2p/contracts';
import { DomainError } from '@p2p/service-kit';
import { utcMinute } from '@p2p/player-protection';
import { LIMIT_RULES, LimitKind } from './limit-kinds';

/**
 * A stake (an offer made or taken) that would pass one of the user's own limits: 422, naming the
 * limit, what the window has used and when it resets; the same as fields, as the wallet's
 * DepositLimitReachedError has them (`period` is `offer` for the limit per offer, which never resets).
 */
export class BettingLimitReachedError extends DomainError {
  constructor(kind: LimitKind, limit: bigint, used: bigint | null, resetsAt: Date | null) {
    const { name, counts, period } = LIMIT_RULES[kind];
    const soFar =
      used === null
        ? ''
        : counts === 'stakes'
          ? ` (${Money.display(used)} staked so far)`
          : ` (${Money.display(used)} net loss so far, open stakes counted as lost)`;
    const resets = resetsAt ? ` It resets on ${utcMinute(resetsAt)} UTC.` : '';
    super(
      'unprocessable',
      `This stake would pass your ${name} of ${Money.display(limit)}${soFar}.${resets}`,
      {
        kind,
        period: period ?? 'offer',
        limit: Money.format(limit),
        used: used === null ? null : Money.format(used),
        resetsAt: resetsAt?.toISOString() ?? null,
      },
    );
  }
}
