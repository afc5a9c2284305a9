import type { BettingLimitKind } from '@p2p/contracts/api';
import type { ReactNode } from 'react';
import { BETTING_LIMITS_LOAD_FAILED, useBettingLimits, useSetBettingLimit } from './betting-limit-queries';
import { BETTING_LIMIT_LABEL, bettingUsageText } from './limit-display';
import { LimitForm } from './LimitForm';
import { LimitsCard } from './LimitsCard';

const CHANGES =
  'A lower limit, or a first one, applies at once. Raising or removing a limit applies 24 hours later.';

/** The user's stake or loss limits (issue 22); the rules are betting's, and the section says them. */
function BettingLimitsCard({
  title,
  kinds,
  intro,
}: {
  title: string;
  kinds: BettingLimitKind[];
  intro: ReactNode;
}) {
  const limits = useBettingLimits();
  const save = useSetBettingLimit();
  return (
    <LimitsCard
      title={title}
      noun={title.toLowerCase()}
      failure={BETTING_LIMITS_LOAD_FAILED}
      query={limits}
      intro={intro}
    >
      {(rows) =>
        rows
          .filter((limit) => kinds.includes(limit.kind))
          .map((limit) => (
            <LimitForm
              key={limit.kind}
              label={BETTING_LIMIT_LABEL[limit.kind]}
              limit={limit}
              usage={bettingUsageText(limit)}
              onSave={async (amount) => (await save.mutateAsync({ kind: limit.kind, amount })).message}
            />
          ))
      }
    </LimitsCard>
  );
}

/** The largest stake of one offer made or taken, and the stakes of a day. */
export function StakeLimitsSettings() {
  return (
    <BettingLimitsCard
      title="Stake limits"
      kinds={['stake-offer', 'stake-day']}
      intro={
        <>
          Cap the stake of any one offer you make or take, and what you stake in a day. An offer you cancel,
          or one nobody takes, gives its stake back. {CHANGES} Days are counted in UTC; the times below are
          yours.
        </>
      }
    />
  );
}

/** The net loss of a week and of a month, open stakes counted as lost. */
export function LossLimitsSettings() {
  return (
    <BettingLimitsCard
      title="Loss limits"
      kinds={['loss-week', 'loss-month']}
      intro={
        <>
          Cap your net loss in a week and a month: stakes lost minus winnings, over the bets settled in it.
          Stakes still open count as lost until they settle, so a stake is refused if losing everything open
          could pass a limit. {CHANGES} Weeks (from Monday) and months are counted in UTC; the times below are
          yours.
        </>
      }
    />
  );
}
