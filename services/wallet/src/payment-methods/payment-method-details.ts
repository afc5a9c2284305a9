export const PAYMENT_METHOD_TYPES = [
  'bank_transfer',
  'mobile_money',
  'crypto',
  'paypal',
  'western_union',
  'cash_app',
  'venmo',
  'zelle',
] as const;

export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDT', 'LTC'] as const;

const LABELS: Record<string, string> = {
  bankName: 'Bank name',
  accountNumber: 'Account number',
  accountName: 'Account name',
  provider: 'Provider',
  phoneNumber: 'Phone number',
  currency: 'Currency',
  walletAddress: 'Wallet address',
  email: 'Email',
};

/** Required detail keys per type (spec 02 section 3); western_union's are not specified, so any are accepted. */
const REQUIRED: Record<PaymentMethodType, readonly string[]> = {
  bank_transfer: ['bankName', 'accountNumber', 'accountName'],
  mobile_money: ['provider', 'phoneNumber', 'accountName'],
  crypto: ['currency', 'walletAddress'],
  paypal: ['email', 'accountName'],
  cash_app: ['email', 'accountName'],
  venmo: ['email', 'accountName'],
  zelle: ['email', 'accountName'],
  western_union: [],
};

const MAX_KEYS = 20;
const MAX_KEY_LENGTH = 50;
const MAX_VALUE_LENGTH = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type DetailsCheck = { ok: true; details: Record<string, string> } | { ok: false; messages: string[] };

/**
 * Checks a method's details for its type and returns them trimmed. Extra keys (routingNumber,
 * network, swift_code, iban, ...) are kept: the deposit screen labels or prettifies them.
 */
export function checkPaymentMethodDetails(
  type: PaymentMethodType,
  raw: Record<string, unknown>,
): DetailsCheck {
  const entries = Object.entries(raw);
  if (entries.length > MAX_KEYS)
    return { ok: false, messages: [`Details can have at most ${MAX_KEYS} fields`] };
  const details: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
      return { ok: false, messages: ['Details must be text fields'] };
    }
    if (value.length > MAX_VALUE_LENGTH) {
      return { ok: false, messages: [`Details fields must be at most ${MAX_VALUE_LENGTH} characters`] };
    }
    const trimmed = value.trim();
    if (trimmed) details[key] = trimmed;
  }
  const messages = REQUIRED[type]
    .filter((key) => !details[key])
    .map((key) => `${LABELS[key]} is required for ${type}`);
  if (
    type === 'crypto' &&
    details.currency &&
    !(CRYPTO_CURRENCIES as readonly string[]).includes(details.currency)
  ) {
    messages.push(`Currency must be one of ${CRYPTO_CURRENCIES.join(', ')}`);
  }
  if (REQUIRED[type].includes('email') && details.email && !EMAIL.test(details.email)) {
    messages.push('Email must be a valid email address');
  }
  return messages.length > 0 ? { ok: false, messages } : { ok: true, details };
}
