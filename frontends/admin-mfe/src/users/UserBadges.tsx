import type { AdminUser } from '@p2p/contracts/api';
import { Badge } from '@p2p/ui';

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
