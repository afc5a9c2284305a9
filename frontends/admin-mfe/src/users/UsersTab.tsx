import type { AdminUser } from '@p2p/contracts/api';
import { Card } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { useState } from 'react';
import { PagedBody } from '../shared/PagedBody';
import { RoleChangeModal } from './RoleChangeModal';
import { StatusChangeModal } from './StatusChangeModal';
import { hasUserFilters, NO_USER_FILTERS, type UserFilters } from './user-filters';
import { UserDetailModal } from './UserDetailModal';
import { UserFilterBar } from './UserFilterBar';
import { useUsers } from './users-queries';
import { UsersTable, type UserAction } from './UsersTable';
import './users.css';

/** Users: search, filters and pages of the admin service's users, role and status changes, a user's detail. */
export function UsersTab() {
  const { user: self } = useSession();
  const [filters, setFilters] = useState<UserFilters>(NO_USER_FILTERS);
  const [open, setOpen] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const users = useUsers(filters);
  const close = () => setOpen(null);

  return (
    <div className="admin-stack">
      <Card>
        <UserFilterBar filters={filters} onChange={setFilters} />
      </Card>
      <Card title="Users">
        <PagedBody
          query={users}
          loadingLabel="Loading users"
          pagerLabel="User pages"
          onPage={(page) => setFilters({ ...filters, page })}
          empty={
            hasUserFilters(filters)
              ? { title: 'No users found', text: 'Nobody matches these filters.' }
              : { title: 'No users yet', text: 'Users appear here once they sign up.' }
          }
        >
          {(items) => (
            <UsersTable
              users={items}
              selfId={self?.id}
              onAction={(action, user) => setOpen({ action, user })}
            />
          )}
        </PagedBody>
      </Card>
      {open?.action === 'detail' && <UserDetailModal userId={open.user.id} onClose={close} />}
      {open?.action === 'role' && <RoleChangeModal user={open.user} onClose={close} />}
      {open?.action === 'status' && <StatusChangeModal user={open.user} onClose={close} />}
    </div>
  );
}
