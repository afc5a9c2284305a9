import type { AdminUser } from '@p2p/contracts/api';
import { useToast } from '@p2p/ui';
import { ReasonModal } from './ReasonModal';
import { useChangeRole } from './users-queries';

/** Give or take the admin role; the admin service requires a reason and the audit log keeps it. */
export function RoleChangeModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const toast = useToast();
  const change = useChangeRole();
  const role = user.role === 'admin' ? 'user' : 'admin';
  const who = user.name || user.username;
  return (
    <ReasonModal
      title={role === 'admin' ? `Make ${who} an admin?` : `Remove ${who}'s admin role?`}
      confirmLabel={role === 'admin' ? 'Make admin' : 'Make user'}
      tone={role === 'admin' ? 'default' : 'danger'}
      pending={change.isPending}
      error={change.error?.message ?? null}
      onClose={onClose}
      onConfirm={(reason) =>
        change.mutate(
          { userId: user.id, role, reason },
          {
            onSuccess: (answer) => {
              toast.success(answer.message ?? 'User role updated successfully');
              onClose();
            },
          },
        )
      }
    >
      {role === 'admin'
        ? `@${user.username} will reach the admin console and every admin action: deposits, withdrawals, users and bets.`
        : `@${user.username} will lose access to the admin console.`}
    </ReasonModal>
  );
}
