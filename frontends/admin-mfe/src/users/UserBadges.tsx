import type { AdminUser } from '@p2p/contracts/api';
import { Badge } from '@p2p/ui';
import { formatDateTime } from '../shared/format';

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return <Badge tone={role === 'admin' ? 'info' : 'neutral'}>{role === 'admin' ? 'Admin' : 'User'}</Badge>;
}

export function StatusBadge({ status }: { status: AdminUser['status'] }) {
  return status === 'suspended' ? (
    <Badge tone="danger">Suspended</Badge>
  ) : (
    <Badge tone="success">Active</Badge>
  );
}

/**
 * A break the user took from betting (issue 22), with its end. Shown beside the status, never as a
 * control: a break is the user's, and nobody lifts it before its end.
 */
export function BreakBadge({ exclusion }: { exclusion: AdminUser['exclusion'] }) {
  if (!exclusion) return null;
  const until = exclusion.endsAt ? `until ${formatDateTime(exclusion.endsAt)}` : 'permanently';
  return (
    <Badge tone="warning">
      {exclusion.kind === 'time-out' ? `Time-out ${until}` : `Self-excluded ${until}`}
    </Badge>
  );
}
