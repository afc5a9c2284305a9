import { Button, Icon, type IconName } from '@p2p/ui';
import { useState } from 'react';
import { Link } from '@p2p/router';
import { AuthFrame } from '../auth/AuthFrame';
import { EmailRecovery } from './EmailRecovery';
import { PhoneRecovery } from './PhoneRecovery';
import { SecurityQuestionsRecovery } from './SecurityQuestionsRecovery';
import { SupportRecovery } from './SupportRecovery';

type Method = 'email' | 'phone' | 'questions' | 'support';

const METHODS: Array<{ id: Method; icon: IconName; title: string; text: string }> = [
  { id: 'email', icon: 'mail', title: 'Email', text: 'Get a reset link at your account email.' },
  { id: 'phone', icon: 'phone', title: 'Phone', text: 'Get a code by SMS at your account phone.' },
  { id: 'questions', icon: 'question', title: 'Security Questions', text: 'Answer the questions you set.' },
  { id: 'support', icon: 'headset', title: 'Contact Support', text: 'Our team answers within 24-48 hours.' },
];

/** /account-recovery: choose a method, fill its form, see the outcome; Back returns to the choice. */
export default function AccountRecoveryPage() {
  const [method, setMethod] = useState<Method | null>(null);
  const back = (
    <Button variant="link" onClick={() => setMethod(null)}>
      ← Back
    </Button>
  );
  const chosen = METHODS.find((entry) => entry.id === method);

  return (
    <AuthFrame
      title={chosen ? `Recover by ${chosen.title}` : 'Account Recovery'}
      subtitle={chosen ? chosen.text : 'Choose how you want to get back into your account'}
    >
      {method === null && (
        <div className="choice-grid">
          {METHODS.map((entry) => (
            <button key={entry.id} type="button" className="choice" onClick={() => setMethod(entry.id)}>
              <span className="choice__icon">
                <Icon name={entry.icon} size={24} />
              </span>
              <span className="choice__title">{entry.title}</span>
              <span className="choice__text">{entry.text}</span>
            </button>
          ))}
        </div>
      )}
      {method === 'email' && <EmailRecovery />}
      {method === 'phone' && <PhoneRecovery />}
      {method === 'questions' && <SecurityQuestionsRecovery />}
      {method === 'support' && <SupportRecovery />}
      <p className="auth-card__links">{method === null ? <Link to="/login">Back to Login</Link> : back}</p>
    </AuthFrame>
  );
}
