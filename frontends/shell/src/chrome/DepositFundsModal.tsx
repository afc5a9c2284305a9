import { Button, Icon, Modal, type IconName } from '@p2p/ui';

const COMING_SOON: Array<{ name: string; icon: IconName }> = [
  { name: 'Credit & debit cards', icon: 'card' },
  { name: 'Bank transfer', icon: 'bank' },
  { name: 'Mobile money', icon: 'mobile' },
  { name: 'Digital wallets', icon: 'wallet' },
  { name: 'Cryptocurrency', icon: 'coin' },
];

/** The header's Deposit Funds dialog, with the texts of spec 01 section 2. */
export function DepositFundsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Deposit Funds"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Contact Support
          </Button>
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </>
      }
    >
      <div className="deposit-modal">
        <p className="deposit-modal__icon">
          <Icon name="tools" size={36} />
        </p>
        <h3 className="deposit-modal__title">Financial Service Not Yet Configured</h3>
        <p className="text-muted">
          We are setting up secure payment processing. Deposits will be available soon.
        </p>
        <h4 className="deposit-modal__subtitle">Coming soon</h4>
        <ul className="deposit-modal__methods">
          {COMING_SOON.map((method) => (
            <li key={method.name}>
              <Icon name={method.icon} /> {method.name}
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
