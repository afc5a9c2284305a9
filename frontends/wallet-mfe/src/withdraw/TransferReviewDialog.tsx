import { Money } from '@p2p/contracts/money';
import { Button, Modal, Notice } from '@p2p/ui';
import { toMinorUnits } from './naira';
import type { Recipient } from './transfer-queries';

/** What the sender confirms: the verified friend, the dollars and the note, as they will be sent. */
export interface TransferReview {
  recipient: Recipient;
  /** Dollars, two decimals. */
  amount: string;
  note: string | null;
}

/**
 * A transfer is instant and cannot be called back, so, like taking or cancelling a bet, it asks
 * first. The dialog stays while the transfer runs and shows a refusal in place, so Back can correct
 * the amount.
 */
export function TransferReviewDialog({
  review,
  fee,
  pending,
  failure,
  onConfirm,
  onBack,
}: {
  review: TransferReview;
  fee: string;
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onBack: () => void;
}) {
  // Closing mid-request would hide an answer that has already moved the money.
  const back = () => {
    if (!pending) onBack();
  };
  return (
    <Modal
      open
      size="sm"
      title="Confirm Transfer"
      onClose={back}
      footer={
        <>
          <Button variant="ghost" onClick={back} disabled={pending}>
            Back
          </Button>
          <Button onClick={onConfirm} loading={pending} data-autofocus>
            {pending ? 'Processing...' : 'Confirm Transfer'}
          </Button>
        </>
      }
    >
      <div className="transfer-review">
        <dl className="transfer-review__terms">
          <div>
            <dt>To</dt>
            <dd>
              {review.recipient.name} <span className="text-muted">@{review.recipient.username}</span>
            </dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{Money.display(review.amount)}</dd>
          </div>
          <div>
            <dt>Fee</dt>
            <dd>{toMinorUnits(fee) === 0n ? 'Free' : Money.display(fee)}</dd>
          </div>
          {review.note && (
            <div>
              <dt>Note</dt>
              <dd>{review.note}</dd>
            </div>
          )}
        </dl>
        <p className="text-muted">The money reaches your friend at once and cannot be taken back.</p>
        {failure && <Notice tone="danger">{failure}</Notice>}
      </div>
    </Modal>
  );
}
