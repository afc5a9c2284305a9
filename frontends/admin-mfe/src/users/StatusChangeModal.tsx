import type { AdminUser } from '@p2p/contracts/api';
import { useToast } from '@p2p/ui';
import { ReasonModal } from './ReasonModal';
import { useChangeStatus } from './users-queries';

/** Suspend or reinstate; the suspended user is shown the reason. */
export function StatusChangeModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const toast = useToast();
  const change = useChangeStatus();
  const suspend = user.status === 'active';
  const who = user.name || user.username;
  return (
    <ReasonModal
      title={suspend ? `Suspend ${who}?` : `Reinstate ${who}?`}
      confirmLabel={suspend ? 'Suspend' : 'Reinstate'}
      tone={suspend ? 'danger' : 'default'}
      pending={change.isPending}
      error={change.error?.message ?? null}
      onClose={onClose}
      onConfirm={(reason) =>
        change.mutate(
          { userId: user.id, status: suspend ? 'suspended' : 'active', reason },
          {
            onSuccess: (answer) => {
              toast.success(answer.message ?? (suspend ? 'User suspended' : 'User reinstated'));
              onClose();
            },
          },
        )
      }
    >
      {suspend
        ? `@${user.username} is signed out everywhere, cannot sign in or bet, and their open offers are cancelled. They are shown the reason.`
        : `@${user.username} can sign in and bet again.`}
    </ReasonModal>
  );
}
