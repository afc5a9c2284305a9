import { buttonClassName, Card, Icon, type IconName } from '@p2p/ui';
import { supportMailto, type MailUser } from './mailto';

/** Spec 02 Quick Help, in its order. */
export const QUICK_HELP: ReadonlyArray<{ label: string; icon: IconName }> = [
  { label: 'Account Login Issues', icon: 'lock' },
  { label: 'Deposit Problems', icon: 'deposit' },
  { label: 'Withdrawal Questions', icon: 'withdraw' },
  { label: 'Betting Help', icon: 'coin' },
  { label: 'Winnings & Payouts', icon: 'wallet' },
  { label: 'Account Settings', icon: 'settings' },
  { label: 'Mobile App Support', icon: 'mobile' },
  { label: 'Security Concerns', icon: 'shield' },
];

export const quickHelpMessage = (item: string) => `I need help with: ${item}`;

/** Send Email opens a draft pre-filled with who the user is. */
export function EmailSupportCard({ user }: { user: MailUser | null }) {
  return (
    <Card title="Email Support">
      <p className="text-muted support-card__text">
        Write to us about anything. We answer every email, usually within 2-24 hours.
      </p>
      <a className={buttonClassName({ variant: 'secondary', block: true })} href={supportMailto(user)}>
        <Icon name="mail" /> Send Email
      </a>
    </Card>
  );
}

/**
 * A click sends "I need help with: {item}" to the live chat; while the chat cannot reach the desk,
 * each item is an email draft with that subject instead.
 */
export function QuickHelpCard({
  chatReady,
  onPick,
  user,
  busy,
}: {
  chatReady: boolean;
  onPick: (message: string) => void;
  user: MailUser | null;
  busy: boolean;
}) {
  return (
    <Card title="Quick Help">
      <p className="text-muted support-card__text">
        {chatReady
          ? 'Pick a topic to ask the support team in the chat.'
          : 'Pick a topic to email the support team.'}
      </p>
      <ul className="quick-help">
        {QUICK_HELP.map(({ label, icon }) => (
          <li key={label}>
            {chatReady ? (
              <button
                type="button"
                className="quick-help__item"
                disabled={busy}
                onClick={() => onPick(quickHelpMessage(label))}
              >
                <Icon name={icon} /> {label}
              </button>
            ) : (
              <a className="quick-help__item" href={supportMailto(user, quickHelpMessage(label))}>
                <Icon name={icon} /> {label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function SupportHoursCard() {
  return (
    <Card title="Support Hours">
      <dl className="support-hours">
        <div>
          <dt>
            <Icon name="chat" /> Live chat
          </dt>
          <dd>24/7</dd>
        </div>
        <div>
          <dt>
            <Icon name="mail" /> Email
          </dt>
          <dd>24/7</dd>
        </div>
      </dl>
    </Card>
  );
}
