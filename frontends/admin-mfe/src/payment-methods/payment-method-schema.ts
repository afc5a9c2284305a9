import type { PaymentMethod, PaymentMethodRequest, PaymentMethodType } from '@p2p/contracts/api';
import { z } from '@p2p/ui/zod';
import { CRYPTO_CURRENCIES, DETAIL_FIELDS, PAYMENT_METHOD_TYPES } from './payment-method-types';

/** The wallet's limits (PaymentMethodDto, checkPaymentMethodDetails), checked here before it refuses. */
const NAME_MAX = 100;
const PROCESSING_TIME_MAX = 100;
const INSTRUCTIONS_MAX = 2000;
const DETAILS_MAX_FIELDS = 20;
const DETAIL_KEY_MAX = 50;
const DETAIL_VALUE_MAX = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const extraSchema = z.object({ key: z.string(), value: z.string() });

export const paymentMethodSchema = z
  .object({
    type: z.enum(PAYMENT_METHOD_TYPES as [PaymentMethodType, ...PaymentMethodType[]], {
      error: 'Choose a payment type',
    }),
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
    processingTime: z
      .string()
      .trim()
      .max(PROCESSING_TIME_MAX, `Processing time must be at most ${PROCESSING_TIME_MAX} characters`),
    isActive: z.boolean(),
    instructions: z
      .string()
      .max(INSTRUCTIONS_MAX, `Instructions must be at most ${INSTRUCTIONS_MAX} characters`),
    details: z.record(z.string(), z.string()),
    extras: z.array(extraSchema),
  })
  .superRefine((form, ctx) => {
    const fields = DETAIL_FIELDS[form.type];
    for (const field of fields) {
      const value = form.details[field.key]?.trim() ?? '';
      const path = ['details', field.key];
      if (field.required && !value)
        ctx.addIssue({ code: 'custom', path, message: `${field.label} is required` });
      else if (value.length > DETAIL_VALUE_MAX)
        ctx.addIssue({ code: 'custom', path, message: `At most ${DETAIL_VALUE_MAX} characters` });
      else if (field.kind === 'email' && value && !EMAIL.test(value))
        ctx.addIssue({ code: 'custom', path, message: 'Email must be a valid email address' });
      else if (
        field.kind === 'crypto-currency' &&
        value &&
        !(CRYPTO_CURRENCIES as readonly string[]).includes(value)
      )
        ctx.addIssue({
          code: 'custom',
          path,
          message: `Currency must be one of ${CRYPTO_CURRENCIES.join(', ')}`,
        });
    }
    const taken = new Set(fields.map((field) => field.key));
    form.extras.forEach(({ key, value }, index) => {
      const name = key.trim();
      if (!name && !value.trim()) return;
      if (!name)
        ctx.addIssue({ code: 'custom', path: ['extras', index, 'key'], message: 'Field name is required' });
      else if (name.length > DETAIL_KEY_MAX)
        ctx.addIssue({
          code: 'custom',
          path: ['extras', index, 'key'],
          message: `At most ${DETAIL_KEY_MAX} characters`,
        });
      else if (taken.has(name))
        ctx.addIssue({
          code: 'custom',
          path: ['extras', index, 'key'],
          message: 'This field is already in the form',
        });
      taken.add(name);
      if (!value.trim())
        ctx.addIssue({ code: 'custom', path: ['extras', index, 'value'], message: 'Value is required' });
      else if (value.length > DETAIL_VALUE_MAX)
        ctx.addIssue({
          code: 'custom',
          path: ['extras', index, 'value'],
          message: `At most ${DETAIL_VALUE_MAX} characters`,
        });
    });
    if (Object.keys(detailsOf(form)).length > DETAILS_MAX_FIELDS)
      ctx.addIssue({
        code: 'custom',
        path: ['extras'],
        message: `Details can have at most ${DETAILS_MAX_FIELDS} fields`,
      });
  });

export type PaymentMethodForm = z.infer<typeof paymentMethodSchema>;

/** The type's own fields and the extra ones, trimmed, empty ones left out as the wallet drops them. */
function detailsOf(form: Pick<PaymentMethodForm, 'type' | 'details' | 'extras'>): Record<string, string> {
  const details: Record<string, string> = {};
  for (const field of DETAIL_FIELDS[form.type]) {
    const value = form.details[field.key]?.trim();
    if (value) details[field.key] = value;
  }
  for (const { key, value } of form.extras) {
    if (key.trim() && value.trim()) details[key.trim()] = value.trim();
  }
  return details;
}

export function toRequest(form: PaymentMethodForm): PaymentMethodRequest {
  return {
    type: form.type,
    name: form.name.trim(),
    processingTime: form.processingTime.trim() || null,
    isActive: form.isActive,
    details: detailsOf(form),
    instructions: form.instructions.trim() || null,
  };
}

export const EMPTY_FORM: PaymentMethodForm = {
  type: 'bank_transfer',
  name: '',
  processingTime: '',
  isActive: true,
  instructions: '',
  details: {},
  extras: [],
};

/** An existing method in the form: its type's fields in place, every other detail as an extra field. */
export function toForm(method: PaymentMethod): PaymentMethodForm {
  const known = new Set(DETAIL_FIELDS[method.type].map((field) => field.key));
  const entries = Object.entries(method.details);
  return {
    type: method.type,
    name: method.name,
    processingTime: method.processingTime ?? '',
    isActive: method.isActive,
    instructions: method.instructions ?? '',
    details: Object.fromEntries(entries.filter(([key]) => known.has(key))),
    extras: entries.filter(([key]) => !known.has(key)).map(([key, value]) => ({ key, value })),
  };
}

/** The enable/disable toggle sends the method whole with isActive flipped (spec 02 section 7). */
export function toggled(method: PaymentMethod): PaymentMethodRequest {
  return {
    type: method.type,
    name: method.name,
    processingTime: method.processingTime,
    isActive: !method.isActive,
    details: method.details,
    instructions: method.instructions,
  };
}
