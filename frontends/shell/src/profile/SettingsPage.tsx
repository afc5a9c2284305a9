import { Card, PageHeader, Tabs } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { useSearchParams } from '@p2p/router';
import { LossLimitsSettings, StakeLimitsSettings } from '../limits/BettingLimitsSettings';
import { DepositLimitsSettings } from '../limits/DepositLimitsSettings';
import { BreakSettings } from '../breaks/BreakSettings';
import { EmailNotificationSettings } from '../notifications/EmailNotificationSettings';
import { RealityCheckSettings } from '../reality-check/RealityCheckSettings';
import { ActiveSessions } from './ActiveSessions';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { SecurityQuestionsForm } from './SecurityQuestionsForm';
import { TwoFactorSettings } from './TwoFactorSettings';
import './profile.css';

type Tab = (typeof TABS)[number]['id'];
const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'security', label: 'Security' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'protection', label: 'Player protection' },
] as const;

function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab.id === value)?.id ?? 'profile';
}

export default function SettingsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  if (!user) return null;

  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="Your details, password, two-factor authentication, sessions, recovery options, notifications and your deposit, stake and loss limits"
      />
      <Tabs
        label="Settings"
        tabs={TABS}
        value={tab}
        onChange={(next) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true })}
      >
        {tab === 'profile' ? (
          <Card title="Profile">
            <ProfileDetailsForm key={user.id} user={user} />
          </Card>
        ) : tab === 'notifications' ? (
          <Card title="Email notifications">
            <EmailNotificationSettings />
          </Card>
        ) : tab === 'protection' ? (
          <div className="stack">
            <DepositLimitsSettings />
            <StakeLimitsSettings />
            <LossLimitsSettings />
            <BreakSettings />
            <RealityCheckSettings />
          </div>
        ) : (
          <div className="stack">
            <Card title="Change Password">
              <ChangePasswordForm variant="settings" />
            </Card>
            <Card title="Two-Factor Authentication">
              <TwoFactorSettings />
            </Card>
            <Card title="Active Sessions">
              <ActiveSessions />
            </Card>
            <Card title="Security Questions">
              <SecurityQuestionsForm />
            </Card>
          </div>
        )}
      </Tabs>
    </>
  );
}
