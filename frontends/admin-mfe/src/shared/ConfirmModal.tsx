import { Button, Modal, Notice } from '@p2p/ui';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface ConfirmModalProps {
  title: string;
  confirmLabel: string;
  /** Danger for what takes something away (a delete, a rejection, a suspension). */
  tone?: 'default' | 'danger';
  size?: 'sm' | 'md';
  /** The command is running: the buttons wait and the dialog cannot be dismissed half-way. */
  pending: boolean;
  /** The server's message when the command failed; the dialog stays open to correct or retry. */
  error: string | null;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * An admin command asked for once more, with its fields (notes, a reason, a result) in one form, so
 * Enter in a field confirms as the button does.
 */
export function ConfirmModal({
  title,
  confirmLabel,
  tone = 'default',
  size,
  pending,
  error,
  onClose,
  onSubmit,
  children,
}: ConfirmModalProps) {
  const formId = useId();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal
      open
      title={title}
      onClose={close}
      size={size}
      tone={tone}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="admin-confirm" onSubmit={onSubmit} noValidate>
        {children}
        {error && <Notice tone="danger">{error}</Notice>}
      </form>
    </Modal>
  );
}
