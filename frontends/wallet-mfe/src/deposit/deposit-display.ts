import type { DepositStatus, PaymentMethodType } from '@p2p/contracts/api';
import type { BadgeTone, IconName } from '@p2p/ui';

export const STATUS_DISPLAY: Record<DepositStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending Approval', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  expired: { label: 'Expired', tone: 'neutral' },
};

export const METHOD_TYPES: Record<PaymentMethodType, { label: string; icon: IconName }> = {
  bank_transfer: { label: 'Bank Transfer', icon: 'bank' },
  mobile_money: { label: 'Mobile Money', icon: 'mobile' },
  crypto: { label: 'Crypto', icon: 'coin' },
  paypal: { label: 'PayPal', icon: 'wallet' },
  western_union: { label: 'Western Union', icon: 'send' },
  cash_app: { label: 'Cash App', icon: 'wallet' },
  venmo: { label: 'Venmo', icon: 'wallet' },
  zelle: { label: 'Zelle', icon: 'wallet' },
};

/** Spec 02 section 3: the detail keys shown to depositors with a label of their own. */
const DETAIL_LABELS: Record<string, string> = {
  account_number: 'Account Number',
  account_name: 'Account Name',
  bank_name: 'Bank Name',
  routing_number: 'Routing Number',
  swift_code: 'SWIFT Code',
  phone_number: 'Phone Number',
  wallet_address: 'Wallet Address',
  email: 'Email',
  username: 'Username',
  sort_code: 'Sort Code',
  iban: 'IBAN',
};

/**
 * The label of a payment method's detail key. Admins save keys in either case (`accountNumber`,
 * `account_number`); unknown ones are prettified ("network" -> "Network", "branchCode" -> "Branch Code").
 */
export function detailLabel(key: string): string {
  const snake = key
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
  return (
    DETAIL_LABELS[snake] ??
    snake
      .split('_')
      .filter(Boolean)
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(' ')
  );
}

const pad = (value: number) => value.toString().padStart(2, '0');

/** "dd/mm/yyyy HH:mm", 24-hour, in the browser's time zone, as on the transactions screen. */
export function formatDateTime(value: string | null | undefined): string {
  const date = new Date(value ?? '');
  if (!value || Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
