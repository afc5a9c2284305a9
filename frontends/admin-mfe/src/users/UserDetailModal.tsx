import type { AdminBet, AdminUserDetail } from '@p2p/contracts/api';
import { Badge, type Column, EmptyState, Modal, Money, QueryFailure, Spinner, Table } from '@p2p/ui';
import {
  BET_STATUS,
  exchangeOf,
  exchangeSide,
  matchLabel,
  outcomeText,
  pickLabel,
  stakeOf,
  type Role,
} from '../bets/bet-display';
import { formatDate, formatDateTime } from '../shared/format';
import { RecentTransactions } from './RecentTransactions';
import { BreakBadge, RoleBadge, StatusBadge } from './UserBadges';
import { useUserDetail } from './users-queries';

/** A user's profile: balance, standing and latest bets from the admin service, latest transactions from the wallet. */
export function UserDetailModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const detail = useUserDetail(userId);
  const user = detail.data;
  return (
    <Modal
      open
      size="lg"
      title={user ? `${user.name || user.username} (@${user.username})` : 'User'}
      onClose={onClose}
    >
      {detail.isPending ? (
        <Spinner label="Loading user" />
      ) : !user ? (
        <QueryFailure query={detail} />
      ) : (
        <div className="user-detail">
          <Facts user={user} />
          <h3 className="user-detail__heading">Recent transactions</h3>
          <RecentTransactions userId={user.id} username={user.username} />
          <h3 className="user-detail__heading">Recent bets</h3>
          <RecentBets user={user} />
        </div>
      )}
    </Modal>
  );
}

function Facts({ user }: { user: AdminUserDetail }) {
  return (
    <dl className="user-detail__facts">
      <div>
        <dt>Available balance</dt>
        <dd>
          <Money value={user.balance.available} />
        </dd>
      </div>
      <div>
        <dt>Held in bets and withdrawals</dt>
        <dd>
          <Money value={user.balance.held} />
        </dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>
          {user.email}{' '}
          {user.isEmailVerified ? <Badge tone="success">Verified</Badge> : <Badge>Unverified</Badge>}
        </dd>
      </div>
      <div>
        <dt>Role</dt>
        <dd>
          <RoleBadge role={user.role} />
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={user.status} /> <BreakBadge exclusion={user.exclusion} /> {user.statusReason}
        </dd>
      </div>
      <div>
        <dt>Bets matched</dt>
        <dd>{user.bets}</dd>
      </div>
      <div>
        <dt>Volume staked</dt>
        <dd>
          <Money value={user.volume} />
        </dd>
      </div>
      <div>
        <dt>Joined</dt>
        <dd>{formatDate(user.joinedAt)}</dd>
      </div>
      <div>
        <dt>Last login</dt>
        <dd>{formatDateTime(user.lastLoginAt) || 'Never'}</dd>
      </div>
    </dl>
  );
}

/** Each bet from the user's side: their pick and what they put up (on the exchange, a layer's liability). */
function RecentBets({ user }: { user: AdminUserDetail }) {
  const roleIn = (bet: AdminBet): Role => (bet.maker.id === user.id ? 'maker' : 'taker');
  const pick = (bet: AdminBet) => {
    const exchange = exchangeOf(bet);
    return exchange ? `${pickLabel(bet, roleIn(bet))} at ${exchange.odds}` : pickLabel(bet, roleIn(bet));
  };
  const stake = (bet: AdminBet) => {
    const exchange = exchangeOf(bet);
    return (
      <>
        <Money value={stakeOf(bet, roleIn(bet))} />
        {exchange && exchangeSide(exchange, roleIn(bet)) === 'lay' && (
          <span className="admin-sub">liability</span>
        )}
      </>
    );
  };
  const columns: Array<Column<AdminBet>> = [
    {
      key: 'match',
      header: 'Match',
      render: (bet) => (
        <>
          {matchLabel(bet.match)}
          {bet.match.league && <span className="admin-sub">{bet.match.league}</span>}
        </>
      ),
    },
    { key: 'pick', header: 'Their pick', render: pick },
    { key: 'stake', header: 'Stake', align: 'end', render: stake },
    {
      key: 'status',
      header: 'Status',
      render: (bet) => (
        <>
          <Badge tone={BET_STATUS[bet.status].tone}>{BET_STATUS[bet.status].label}</Badge>
          {outcomeText(bet) && <span className="admin-sub">{outcomeText(bet)}</span>}
        </>
      ),
    },
    {
      key: 'matched',
      header: 'Matched',
      render: (bet) => <span className="admin-nowrap">{formatDateTime(bet.matchedAt)}</span>,
    },
  ];
  return (
    <Table
      caption={`Latest bets of ${user.username}`}
      columns={columns}
      rows={user.recentBets}
      rowKey={(bet) => bet.id}
      empty={<EmptyState title="No bets yet">This user has not been a side of a matched bet.</EmptyState>}
    />
  );
}
