/**
 * What a notification is about; also the unit of a user's email preferences. Shared by the
 * notifications service and the settings screen (`@p2p/contracts/notification-kinds`).
 */
export const NOTIFICATION_KINDS = [
  'offer_matched',
  'bet_settled',
  'offer_expired',
  'private_offer',
  'deposit',
  'withdrawal',
  'transfer',
  'account',
  'support',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How the settings screen names each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  offer_matched: 'Someone takes my offer',
  bet_settled: 'My bets are settled',
  offer_expired: 'My offers expire unmatched',
  private_offer: 'A friend makes an offer for me only',
  deposit: 'My deposits are approved or rejected',
  withdrawal: 'My withdrawals are paid or rejected',
  transfer: 'Someone sends me money',
  account: 'My role or account status changes',
  support: 'Support replies to me',
};

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
