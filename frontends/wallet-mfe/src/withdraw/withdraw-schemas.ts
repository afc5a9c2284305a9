import type { TransferOptions, WithdrawalOptions } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';
import { z } from '@p2p/ui/zod';
import { formatNaira, toMinorUnits } from './naira';

export const NOTE_MAX = 200;

interface AmountRules {
  min: string;
  max: string;
  format: (value: string) => string;
  required: string;
  shape: string;
  noun: string;
}

/** An amount typed as text: required, at most two decimals, within the server's limits. */
function amountField({ min, max, format, required, shape, noun }: AmountRules) {
  const low = toMinorUnits(min);
  const high = toMinorUnits(max);
  const units = (value: string) => toMinorUnits(value);
  return z
    .string()
    .trim()
    .min(1, required)
    .refine((value) => units(value) !== null, shape)
    .refine(
      (value) => {
        const amount = units(value);
        return amount === null || low === null || amount >= low;
      },
      `Minimum ${noun} amount is ${format(min)}`,
    )
    .refine(
      (value) => {
        const amount = units(value);
        return amount === null || high === null || amount <= high;
      },
      `Maximum ${noun} amount is ${format(max)}`,
    );
}

/** Spec 02 Bank tab: a bank, a 10-digit account number and naira within the limits per transaction. */
export function bankWithdrawalSchema(options: Pick<WithdrawalOptions, 'minNgn' | 'maxNgn'>) {
  return z.object({
    bankCode: z.string().min(1, 'Please select a bank'),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'Account number must be 10 digits'),
    amount: amountField({
      min: options.minNgn,
      max: options.maxNgn,
      format: formatNaira,
      required: 'Amount is required',
      shape: 'Enter an amount in naira, with at most two decimals',
      noun: 'withdrawal',
    }),
  });
}

export type BankWithdrawalForm = z.input<ReturnType<typeof bankWithdrawalSchema>>;
export type BankWithdrawalValues = z.output<ReturnType<typeof bankWithdrawalSchema>>;

/** "@Bob " -> "Bob": the username as the recipient lookup takes it. */
export function normalizeUsername(value: string): string {
  return value.trim().replace(/^@+/, '');
}

/** Spec 02 Transfer tab; the limits are the wallet's (its options), not the specification's 100.00. */
export function transferSchema(options: Pick<TransferOptions, 'minUsd' | 'maxUsd'>) {
  return z.object({
    username: z
      .string()
      .transform(normalizeUsername)
      .pipe(
        z
          .string()
          .min(1, "Friend's username is required")
          .max(100, 'Username must be at most 100 characters'),
      ),
    amount: amountField({
      min: options.minUsd,
      max: options.maxUsd,
      format: (value) => Money.display(value),
      required: 'Amount is required',
      shape: 'Enter an amount in dollars, with at most two decimals',
      noun: 'transfer',
    }),
    note: z.string().max(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`),
  });
}

export type TransferForm = z.input<ReturnType<typeof transferSchema>>;
export type TransferValues = z.output<ReturnType<typeof transferSchema>>;
