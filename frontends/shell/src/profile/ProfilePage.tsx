import type { HistoryEntry } from '@p2p/contracts/api';
import {
  Avatar,
  Badge,
  Button,
  buttonClassName,
  Card,
  EmptyState,
  Money,
  recentBetLabel,
  selectionLabel,
} from '@p2p/ui';
import { api, useBalance, useSession, type User } from '@p2p/web-session';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from '@p2p/router';
import { activityTimeLabel, winRate } from './activity-time';
import { profileApi } from './profile-api';
import { PhoneConfirmation } from './PhoneConfirmation';
import { ChangePasswordModal, EditProfileModal } from './ProfileModals';
import './profile.css';

export default function ProfilePage() {
  const { user: stored, updateUser } = useSession();
  const profile = useQuery({ queryKey: ['profile'], queryFn: profileApi.get });
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  useEffect(() => {
    if (profile.data) updateUser(profile.data);
  }, [profile.data, updateUser]);

  // The session's copy is the one every save updates; the query only refreshes it from the server.
  const user = stored ?? profile.data;
  if (!user) return null;
  const rate = winRate(user.totalWinnings, user.totalLosses);

  return (
    <div className="stack">
      <Card className="profile-hero">
        <Avatar name={user.name} src={user.avatar} size="xl" />
        <div className="profile-hero__who">
          <h1 className="profile-hero__name text-whole-words" title={user.name}>
            {user.name}
          </h1>
          <p className="text-muted">@{user.username}</p>
          {user.role === 'admin' && <Badge tone="info">Admin</Badge>}
        </div>
        <dl className="profile-stats">
          <div>
            <dt>Total Winnings</dt>
            <dd>
              <Money value={user.totalWinnings} className="text-positive" />
            </dd>
          </div>
          <div>
            <dt>Total Bets</dt>
            <dd>{user.betsCount ?? 0}</dd>
          </div>
          <div>
            <dt>Win Rate</dt>
            <dd>{rate === null ? '—' : `${rate}%`}</dd>
          </div>
        </dl>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Edit Profile
        </Button>
      </Card>

      <div className="grid-2">
        <PersonalInformation user={user} />
        <AccountSecurity user={user} onChangePassword={() => setChangingPassword(true)} />
        <WalletCard user={user} />
        <RecentActivity />
      </div>

      <EditProfileModal user={user} open={editing} onClose={() => setEditing(false)} />
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </div>
  );
}

function PersonalInformation({ user }: { user: User }) {
  const rows: Array<[string, string | null | undefined]> = [
    ['Full name', user.name],
    ['Email', user.email],
    ['Phone', user.phone],
    // Auth sends only the year (`1990-**-**`), never the full date.
    ['Date of birth', user.dateOfBirth],
    ['Gender', user.gender?.replace(/_/g, ' ')],
    ['Country', user.country],
    ['Address', user.address],
  ];
  return (
    <Card title="Personal Information">
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="text-whole-words" title={value || undefined}>
              {!value ? (
                <span className="text-muted">Not set</span>
              ) : label === 'Email' ? (
                <EmailAddress email={value} />
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** Too long for its line, an address breaks before its @ (Chicago's rule), never inside a word. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function AccountSecurity({ user, onChangePassword }: { user: User; onChangePassword: () => void }) {
  return (
    <Card title="Account Security">
      <dl className="details">
        <div>
          <dt>Password</dt>
          <dd>
            <Button size="sm" variant="secondary" onClick={onChangePassword}>
              Change Password
            </Button>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            {user.isEmailVerified ? (
              <Badge tone="success">Verified</Badge>
            ) : (
              <Link to={`/email-verification?email=${encodeURIComponent(user.email)}`}>
                <Badge tone="warning">Not verified</Badge> Verify now
              </Link>
            )}
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <PhoneConfirmation user={user} />
          </dd>
        </div>
        <div>
          <dt>Two-factor authentication</dt>
          <dd>{user.twoFactorEnabled ? <Badge tone="success">Enabled</Badge> : <Badge>Disabled</Badge>}</dd>
        </div>
        <div>
          <dt>Security questions</dt>
          <dd>
            <Link to="/settings?tab=security">Manage in Settings</Link>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function WalletCard({ user }: { user: User }) {
  const { available } = useBalance();
  return (
    <Card title="Wallet" className="wallet-card">
      <p className="text-muted">Available balance</p>
      <p className="wallet-card__balance">
        <Money value={available} />
      </p>
      <p className="wallet-card__change">
        Today <Money value={user.todayChange} signed colored />
      </p>
      <div className="row">
        <Link to="/deposit" className={buttonClassName()}>
          Deposit
        </Link>
        <Link to="/withdraw" className={buttonClassName({ variant: 'secondary' })}>
          Withdraw
        </Link>
      </div>
    </Card>
  );
}

function RecentActivity() {
  const history = useQuery({
    queryKey: ['bets', 'history', 'recent'],
    queryFn: async () =>
      (
        await api<HistoryEntry[]>('/api/bets/history', {
          fallback: 'Failed to load bet history. Please try again.',
        })
      ).data,
    retry: false,
  });
  const entries = (history.data ?? []).slice(0, 5);
  return (
    <Card title="Recent Activity" actions={<Link to="/bethistory">View All</Link>}>
      {entries.length === 0 ? (
        <EmptyState title="No recent activity">Your offers and bets will show up here.</EmptyState>
      ) : (
        <ul className="activity">
          {entries.map((entry) => {
            const label = recentBetLabel(entry);
            return (
              <li key={entry.id} className="activity__item">
                <div>
                  <p className="activity__event">{entry.event}</p>
                  <p className="text-muted">
                    {selectionLabel(entry.selection)} · <Money value={entry.stake} />
                  </p>
                </div>
                <div className="activity__meta">
                  <Badge tone={label.tone}>{label.text}</Badge>
                  <time dateTime={entry.date}>{activityTimeLabel(new Date(entry.date))}</time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
