import { Card, PageHeader, Tabs } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { useSearchParams } from '@p2p/router';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { SecurityQuestionsForm } from './SecurityQuestionsForm';
import './profile.css';

type Tab = 'profile' | 'security';
const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'security', label: 'Security' },
] as const;

export default function SettingsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'security' ? 'security' : 'profile';
  if (!user) return null;

  return (
    <>
      <PageHeader title="Settings" subtitle="Your details, password and recovery options" />
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
        ) : (
          <div className="stack">
            <Card title="Change Password">
              <ChangePasswordForm variant="settings" />
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
