import type { PaymentMethodType } from '@p2p/contracts/api';

export const PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] = [
  'bank_transfer',
  'mobile_money',
  'crypto',
  'paypal',
  'western_union',
  'cash_app',
  'venmo',
  'zelle',
];

export const TYPE_LABELS: Record<PaymentMethodType, string> = {
  bank_transfer: 'Bank Transfer',
  mobile_money: 'Mobile Money',
  crypto: 'Cryptocurrency',
  paypal: 'PayPal',
  western_union: 'Western Union',
  cash_app: 'Cash App',
  venmo: 'Venmo',
  zelle: 'Zelle',
};

export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDT', 'LTC'] as const;

export interface DetailField {
  key: string;
  label: string;
  required: boolean;
  kind?: 'email' | 'crypto-currency';
}

const accountName: DetailField = { key: 'accountName', label: 'Account name', required: true };
const emailAccount: DetailField[] = [
  { key: 'email', label: 'Email', required: true, kind: 'email' },
  accountName,
];

/**
 * The detail fields of each type (spec 02 section 3), required as the wallet requires them
 * (services/wallet payment-method-details.ts). Western Union's are not specified: any extra fields.
 */
export const DETAIL_FIELDS: Record<PaymentMethodType, readonly DetailField[]> = {
  bank_transfer: [
    { key: 'bankName', label: 'Bank name', required: true },
    { key: 'accountNumber', label: 'Account number', required: true },
    { key: 'routingNumber', label: 'Routing number', required: false },
    accountName,
  ],
  mobile_money: [
    { key: 'provider', label: 'Provider', required: true },
    { key: 'phoneNumber', label: 'Phone number', required: true },
    accountName,
  ],
  crypto: [
    { key: 'currency', label: 'Currency', required: true, kind: 'crypto-currency' },
    { key: 'network', label: 'Network', required: false },
    { key: 'walletAddress', label: 'Wallet address', required: true },
  ],
  paypal: emailAccount,
  cash_app: emailAccount,
  venmo: emailAccount,
  zelle: emailAccount,
  western_union: [],
};

/** The payment-type guide's line for each type. */
export const TYPE_GUIDE: Record<PaymentMethodType, string> = {
  bank_transfer: 'Depositors send a bank transfer to this account.',
  mobile_money: 'Depositors send money to this mobile wallet.',
  crypto: 'Depositors send coins to this wallet address on the given network.',
  paypal: 'Depositors send a PayPal payment to this email.',
  western_union: 'Depositors send a Western Union transfer; put the receiver details in extra fields.',
  cash_app: 'Depositors send a Cash App payment to this account.',
  venmo: 'Depositors send a Venmo payment to this account.',
  zelle: 'Depositors send a Zelle payment to this email.',
};
