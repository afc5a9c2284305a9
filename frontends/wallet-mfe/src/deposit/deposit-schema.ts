import { z } from '@p2p/ui/zod';

/** Spec 02 sections 5 and 9: $1 to $10,000 with at most two decimals, a proof up to 5 MB, optional texts. */
export const MIN_DEPOSIT = 1;
export const MAX_DEPOSIT = 10_000;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const REFERENCE_MAX = 200;
export const NOTES_MAX = 1000;
export const INVALID_AMOUNT = 'Please enter a valid amount';

const NUMBER = /^\d+(\.\d+)?$/;
const CENTS = /^\d+(\.\d{1,2})?$/;

export const amountSchema = z
  .string()
  .trim()
  .refine((value) => NUMBER.test(value) && Number(value) >= MIN_DEPOSIT, INVALID_AMOUNT)
  .refine((value) => !NUMBER.test(value) || CENTS.test(value), 'Amount can have at most two decimals')
  .refine((value) => !NUMBER.test(value) || Number(value) <= MAX_DEPOSIT, 'Maximum deposit is $10,000');

/** Spec 02 section 5: empty optional fields are sent as null. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null);

export const depositSchema = z.object({
  paymentMethodId: z.string().min(1, 'Please choose a payment method'),
  amount: amountSchema,
  transactionReference: optionalText(REFERENCE_MAX, 'Transaction reference'),
  userNotes: optionalText(NOTES_MAX, 'Notes'),
});

export type DepositForm = z.input<typeof depositSchema>;
export type DepositValues = z.output<typeof depositSchema>;

export const EMPTY_DEPOSIT: DepositForm = {
  paymentMethodId: '',
  amount: '',
  transactionReference: '',
  userNotes: '',
};

/** "10" -> "10.00": the API's decimal-dollar form. */
export function toDollars(amount: string): string {
  const [whole, fraction = ''] = amount.trim().split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
}
