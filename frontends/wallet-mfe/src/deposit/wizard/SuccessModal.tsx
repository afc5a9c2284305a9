import type { Deposit } from '@p2p/contracts/api';
import { useNavigate } from '@p2p/router';
import { Badge, Button, Icon, Modal, Money } from '@p2p/ui';

interface Props {
  deposit: Deposit | null;
  onAnotherDeposit: () => void;
}

/** After a submission: what was sent and what happens next (spec 02 Deposit screen). */
export function SuccessModal({ deposit, onAnotherDeposit }: Props) {
  const navigate = useNavigate();
  return (
    <Modal
      open={deposit !== null}
      title="Deposit Request Submitted"
      onClose={onAnotherDeposit}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => void navigate('/transactions')}>
            View Transaction History
          </Button>
          <Button data-autofocus onClick={onAnotherDeposit}>
            Make Another Deposit
          </Button>
        </>
      }
    >
      {deposit && (
        <div className="deposit-success">
          <p className="deposit-success__icon" aria-hidden="true">
            <Icon name="check" size={30} />
          </p>
          <dl className="deposit-facts">
            <div>
              <dt>Transaction ID</dt>
              <dd className="deposit-facts__id">{deposit.id}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>
                <Money value={deposit.amount} />
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <Badge tone="warning">Pending Approval</Badge>
              </dd>
            </div>
          </dl>
          <p className="text-muted">
            Our team reviews deposits within 24 hours. We will send you an email as soon as yours has been
            processed.
          </p>
        </div>
      )}
    </Modal>
  );
}
