import type { Deposit } from '@p2p/contracts/api';
import { Badge } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { Email } from '../shared/Email';
import { userLabel } from '../shared/format';
import { isOwnRequest, OWN_REQUEST_LABEL } from '../shared/own-request';

export function DepositUser({ deposit }: { deposit: Deposit }) {
  const { user } = useSession();
  return (
    <div className="admin-user">
      <strong>{userLabel(deposit.user)}</strong>
      {deposit.user.email && (
        <span className="text-muted">
          <Email address={deposit.user.email} />
        </span>
      )}
      {isOwnRequest(deposit.user.id, user?.id) && <Badge tone="warning">{OWN_REQUEST_LABEL}</Badge>}
    </div>
  );
}
