import type { Deposit } from '@p2p/contracts/api';
import { Button } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { DecisionButtons } from '../shared/DecisionButtons';
import { userLabel } from '../shared/format';
import { isOwnRequest } from '../shared/own-request';
import type { DepositDecision } from './deposit-queries';

interface Props {
  deposit: Deposit;
  onView?: (deposit: Deposit) => void;
  onDecide: (deposit: Deposit, status: DepositDecision) => void;
}

/** View, Approve and Reject; an admin's own deposit cannot be decided by them, and says why. */
export function DepositActions({ deposit, onView, onDecide }: Props) {
  const { user } = useSession();
  const target = `deposit of ${userLabel(deposit.user)}`;
  return (
    <DecisionButtons
      own={isOwnRequest(deposit.user.id, user?.id)}
      target={target}
      acceptLabel="Approve"
      onAccept={() => onDecide(deposit, 'approved')}
      onReject={() => onDecide(deposit, 'rejected')}
    >
      {onView && (
        <Button size="sm" variant="secondary" onClick={() => onView(deposit)}>
          View<span className="ui-visually-hidden"> {target}</span>
        </Button>
      )}
    </DecisionButtons>
  );
}
