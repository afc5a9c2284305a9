import { zodResolver } from '@hookform/resolvers/zod';
import { TextAreaField } from '@p2p/ui';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@p2p/ui/zod';
import { ConfirmModal } from './ConfirmModal';

/** The wallet's limit for a decision's notes (ProcessDepositDto, ProcessWithdrawalDto). */
export const ADMIN_NOTES_MAX = 1000;

const schema = z.object({
  adminNotes: z.string().max(ADMIN_NOTES_MAX, `Admin notes must be at most ${ADMIN_NOTES_MAX} characters`),
});

type Values = z.infer<typeof schema>;

export interface DecisionModalProps {
  title: string;
  /** What is being decided: amount, user, method. */
  summary: ReactNode;
  confirmLabel: string;
  tone: 'default' | 'danger';
  /** What failed, before the server's message ("Failed to approve deposit"). */
  failurePrefix: string;
  /** Empty notes are sent as null, as the spec sends empty optional fields. */
  onConfirm: (adminNotes: string | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Approve/reject (or mark paid/reject) with the admin's notes. A refusal keeps the dialog open with
 * the server's message and the notes as typed, so the admin can retry or cancel.
 */
export function DecisionModal({
  title,
  summary,
  confirmLabel,
  tone,
  failurePrefix,
  onConfirm,
  onClose,
}: DecisionModalProps) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { adminNotes: '' } });

  const submit = handleSubmit(async ({ adminNotes }) => {
    setError(null);
    try {
      await onConfirm(adminNotes.trim() || null);
      onClose();
    } catch (failure) {
      setError(`${failurePrefix}: ${(failure as Error).message}`);
    }
  });

  return (
    <ConfirmModal
      title={title}
      confirmLabel={confirmLabel}
      tone={tone}
      pending={isSubmitting}
      error={error}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <div>{summary}</div>
      <TextAreaField
        label="Admin notes (optional)"
        rows={3}
        error={errors.adminNotes?.message}
        data-autofocus
        {...register('adminNotes')}
      />
    </ConfirmModal>
  );
}
