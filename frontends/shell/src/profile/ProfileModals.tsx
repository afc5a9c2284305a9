import { Button, Modal } from '@p2p/ui';
import type { User } from '@p2p/web-session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';

export function EditProfileModal({
  user,
  open,
  onClose,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Edit Profile" size="lg" closeOnBackdrop={false}>
      <ProfileDetailsForm
        user={user}
        onSaved={onClose}
        secondaryAction={
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        }
      />
    </Modal>
  );
}

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Change Password" closeOnBackdrop={false}>
      <ChangePasswordForm
        variant="modal"
        onChanged={onClose}
        secondaryAction={
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        }
      />
    </Modal>
  );
}
