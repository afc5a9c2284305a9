import type { AccountStatus, UserStatusChanged } from '@p2p/contracts';
import type { BettingApp } from '../support/betting-app';
import type { Bettor } from './bettor.factory';

export function statusChanged(user: Bettor, status: AccountStatus): UserStatusChanged {
  return {
    userId: user.id,
    previousStatus: status === 'suspended' ? 'active' : 'suspended',
    status,
    reason: status === 'suspended' ? 'Chargeback under review' : null,
    changedBy: 'admin-1',
  };
}

/** Auth's event of an admin suspending the user, applied by betting before this resolves. */
export async function suspend(app: BettingApp, user: Bettor): Promise<void> {
  await app.publish('auth.UserStatusChanged', user.id, statusChanged(user, 'suspended'));
}

export async function reinstate(app: BettingApp, user: Bettor): Promise<void> {
  await app.publish('auth.UserStatusChanged', user.id, statusChanged(user, 'active'));
}
