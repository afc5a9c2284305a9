import { zodResolver } from '@hookform/resolvers/zod';
import { TextAreaField } from '@p2p/ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@p2p/ui/zod';
import { ConfirmModal } from '../shared/ConfirmModal';
import { REASON_MAX, reasonField } from '../shared/reason';

const schema = z.object({ reason: reasonField });
type Values = z.infer<typeof schema>;

interface Props {
  title: string;
  confirmLabel: string;
  tone: 'default' | 'danger';
  /** What the command does to the user. */
  children: ReactNode;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A command on a user, confirmed with the reason the admin service requires and the audit log keeps. */
export function ReasonModal({ children, onConfirm, ...modal }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const submit = handleSubmit(({ reason }) => onConfirm(reason));

  return (
    <ConfirmModal {...modal} onSubmit={(event) => void submit(event)}>
      <p>{children}</p>
      <TextAreaField
        label="Reason"
        rows={3}
        maxLength={REASON_MAX}
        data-autofocus
        error={errors.reason?.message}
        {...register('reason')}
      />
    </ConfirmModal>
  );
}
