import type { AdminUser } from '@p2p/contracts/api';
import { Button, Money, Table, type Column } from '@p2p/ui';
import { formatDate, formatDateTime } from '../shared/format';
import { BreakBadge, RoleBadge, StatusBadge } from './UserBadges';

export type UserAction = 'detail' | 'role' | 'status';

/** The admin's own row is marked; its actions stay, so the server's refusal is what explains why not. */
export function UsersTable({
  users,
  selfId,
  onAction,
}: {
  users: AdminUser[];
  selfId: string | undefined;
  onAction: (action: UserAction, user: AdminUser) => void;
}) {
  const columns: Array<Column<AdminUser>> = [
    {
      key: 'user',
      header: 'User',
      render: (user) => (
        <>
          <strong>{user.name || user.username}</strong>
          {user.id === selfId && ' (you)'}
          <span className="admin-sub">@{user.username}</span>
          <span className="admin-sub">{user.email}</span>
        </>
      ),
    },
    { key: 'role', header: 'Role', render: (user) => <RoleBadge role={user.role} /> },
    {
      key: 'status',
      header: 'Status',
      render: (user) => (
        <>
          <StatusBadge status={user.status} /> <BreakBadge exclusion={user.exclusion} />
          {user.statusReason && <span className="admin-sub users-reason">{user.statusReason}</span>}
        </>
      ),
    },
    {
      key: 'balance',
      header: 'Balance',
      align: 'end',
      render: (user) => (
        <>
          <Money value={user.balance.available} />
          {user.balance.held !== '0.00' && (
            <span className="admin-sub">
              <Money value={user.balance.held} /> held
            </span>
          )}
        </>
      ),
    },
    { key: 'bets', header: 'Bets', align: 'end', render: (user) => user.bets },
    { key: 'volume', header: 'Volume', align: 'end', render: (user) => <Money value={user.volume} /> },
    {
      key: 'joined',
      header: 'Joined',
      render: (user) => <span className="admin-nowrap">{formatDate(user.joinedAt)}</span>,
    },
    {
      key: 'login',
      header: 'Last login',
      render: (user) => <span className="admin-nowrap">{formatDateTime(user.lastLoginAt) || 'Never'}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (user) => {
        const who = user.username;
        return (
          <div className="admin-actions">
            <Button
              size="sm"
              variant="secondary"
              aria-label={`View ${who}`}
              onClick={() => onAction('detail', user)}
            >
              View
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${user.role === 'admin' ? 'Make user' : 'Make admin'}: ${who}`}
              onClick={() => onAction('role', user)}
            >
              {user.role === 'admin' ? 'Make user' : 'Make admin'}
            </Button>
            <Button
              size="sm"
              variant={user.status === 'active' ? 'danger' : 'secondary'}
              aria-label={user.status === 'active' ? `Suspend ${who}` : `Reinstate ${who}`}
              onClick={() => onAction('status', user)}
            >
              {user.status === 'active' ? 'Suspend' : 'Reinstate'}
            </Button>
          </div>
        );
      },
    },
  ];
  return <Table caption="Users" columns={columns} rows={users} rowKey={(user) => user.id} />;
}
