import { useNavigate } from '@p2p/router';
import { Button, Icon, Modal, Money } from '@p2p/ui';
import { useBalance } from '@p2p/web-session';
import './deposit-funds-modal.css';

/**
 * The header's + Deposit dialog: the balance and the way to the deposit screen, where the money is
 * sent and its proof uploaded (spec 02's wizard).
 */
export function DepositFundsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { available } = useBalance();
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Deposit Funds"
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button data-autofocus onClick={() => go('/deposit')}>
            Go to Deposit
          </Button>
        </>
      }
    >
      <div className="deposit-funds">
        <p className="deposit-funds__balance">
          <span className="text-muted">Current balance</span>
          <Money value={available} className="deposit-funds__amount" />
        </p>
        <ol className="deposit-funds__steps">
          <li>
            <Icon name="bank" /> Choose a payment method: bank transfer, mobile money, crypto and more.
          </li>
          <li>
            <Icon name="send" /> Send the money and upload your proof of payment.
          </li>
          <li>
            <Icon name="check" /> We credit your balance once it is approved, usually within 24 hours.
          </li>
        </ol>
        <p className="text-muted deposit-funds__help">
          Questions?{' '}
          <Button variant="link" onClick={() => go('/support')}>
            Contact Support
          </Button>
        </p>
      </div>
    </Modal>
  );
}
