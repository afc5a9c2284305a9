import { z } from '@p2p/ui/zod';

/** Spec 01 section 9 / spec 02 section 5: the create-offer form takes 1 to 1000 dollars, default 10. */
export const MIN_STAKE = 1;
export const MAX_STAKE = 1000;
export const DEFAULT_STAKE = '10';
export const DESCRIPTION_MAX = 500;

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Who can take the offer: everyone, one named user (`privateTo`), or whoever holds its link. */
export const VISIBILITIES = ['public', 'user', 'link'] as const;

/** What an even-money offer may name (spec 01 section 5): both teams to score is on the exchange only. */
export const EVEN_MONEY_SELECTIONS = ['home_win', 'away_win', 'draw', 'over_2.5', 'under_2.5'] as const;
export type EvenMoneySelection = (typeof EVEN_MONEY_SELECTIONS)[number];

export const FRIEND_REQUIRED_MESSAGE = 'Choose the friend this offer is for';

const offerFields = z.object({
  betAmount: z
    .string()
    .trim()
    .min(1, 'Bet amount is required')
    .refine((value) => AMOUNT.test(value), 'Enter an amount in dollars, with at most two decimals')
    .refine((value) => {
      const amount = Number(value);
      return amount >= MIN_STAKE && amount <= MAX_STAKE;
    }, 'Bet amount must be between $1 and $1000'),
  betSelection: z.enum(EVEN_MONEY_SELECTIONS, {
    error: 'Please select a prediction',
  }),
  description: z.string().max(DESCRIPTION_MAX, 'Description cannot exceed 500 characters'),
  visibility: z.enum(VISIBILITIES).default('public'),
  /** A username, typed or picked in the friend search; a leading @ is dropped. */
  privateTo: z
    .string()
    .default('')
    .transform((value) => value.trim().replace(/^@+/, '').trim()),
});

export const createOfferSchema = offerFields.refine(
  (form) => form.visibility !== 'user' || form.privateTo.length > 0,
  {
    message: FRIEND_REQUIRED_MESSAGE,
    path: ['privateTo'],
    // Checked even while the amount or the prediction is wrong, so every error shows at once.
    when: (payload) =>
      offerFields.pick({ visibility: true, privateTo: true }).safeParse(payload.value).success,
  },
);

export type CreateOfferForm = z.input<typeof createOfferSchema>;
export type CreateOfferValues = z.output<typeof createOfferSchema>;

/** "10" -> "10.00": the API's decimal-dollar form. */
export function toDollars(amount: string): string {
  const [whole, fraction = ''] = amount.trim().split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
}
