import { Button } from '@p2p/ui';
import type { FormEvent, ReactNode } from 'react';
import { ConfirmModal } from './ConfirmModal';

/**
 * A command that moves money and cannot be undone (a bet settled, a match finished by hand), in two
 * steps: its fields and reason, then what will happen, spelled out, to confirm (or go back).
 */
export function ReviewedCommandModal({
  title,
  confirmLabel,
  review,
  pending,
  error,
  onClose,
  onBack,
  onReview,
  onConfirm,
  summary,
  fields,
  question,
}: {
  title: string;
  /** The button once the command is reviewed; before, it says Review. */
  confirmLabel: string;
  /** The reviewed command's reason; null while its fields are being filled. */
  review: { reason: string } | null;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onBack: () => void;
  /** The form's submit while not reviewed: validate the fields and set the review. */
  onReview: (event: FormEvent<HTMLFormElement>) => void;
  onConfirm: () => void;
  /** What the command acts on, above both steps. */
  summary: ReactNode;
  fields: ReactNode;
  /** The reviewed command's consequence, asked as a question. */
  question: ReactNode;
}) {
  return (
    <ConfirmModal
      title={title}
      confirmLabel={review ? confirmLabel : 'Review'}
      tone={review ? 'danger' : 'default'}
      pending={pending}
      error={error}
      onClose={onClose}
      onSubmit={(event) => {
        if (!review) return onReview(event);
        event.preventDefault();
        onConfirm();
      }}
    >
      {summary}
      {review ? (
        <>
          <p>{question} This cannot be undone.</p>
          <p className="text-muted">Reason: {review.reason}</p>
          <div>
            <Button variant="ghost" size="sm" onClick={onBack} disabled={pending}>
              Back
            </Button>
          </div>
        </>
      ) : (
        fields
      )}
    </ConfirmModal>
  );
}
