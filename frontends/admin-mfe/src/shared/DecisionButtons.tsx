import { Button } from '@p2p/ui';
import { useId, type ReactNode } from 'react';
import { OWN_REQUEST_REASON } from './own-request';

interface Props {
  /** The admin's own request: both buttons are disabled and the reason is shown beside them. */
  own: boolean;
  /** Read after each label by screen readers ("deposit of @alice"), so rows' buttons differ. */
  target: string;
  acceptLabel: string;
  onAccept: () => void;
  onReject: () => void;
  /** Buttons before the decision (View). */
  children?: ReactNode;
}

/** Approve/Mark Paid and Reject for one money request. */
export function DecisionButtons({ own, target, acceptLabel, onAccept, onReject, children }: Props) {
  const reasonId = useId();
  const describedBy = own ? reasonId : undefined;
  return (
    <div className="admin-actions">
      {children}
      <Button size="sm" disabled={own} aria-describedby={describedBy} onClick={onAccept}>
        {acceptLabel}
        <span className="ui-visually-hidden"> {target}</span>
      </Button>
      <Button size="sm" variant="danger" disabled={own} aria-describedby={describedBy} onClick={onReject}>
        Reject<span className="ui-visually-hidden"> {target}</span>
      </Button>
      {own && (
        <span id={reasonId} className="admin-actions__reason">
          {OWN_REQUEST_REASON}
        </span>
      )}
    </div>
  );
}
