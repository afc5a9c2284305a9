import { zodResolver } from '@hookform/resolvers/zod';
import type { PaymentMethod } from '@p2p/contracts/api';
import { Button, Checkbox, Modal, Notice, SelectField, TextAreaField, TextField, useToast } from '@p2p/ui';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FeeRule } from './FeeRule';
import { useCreatePaymentMethod, useUpdatePaymentMethod } from './payment-method-queries';
import {
  EMPTY_FORM,
  paymentMethodSchema,
  toForm,
  toRequest,
  type PaymentMethodForm,
} from './payment-method-schema';
import { CRYPTO_CURRENCIES, DETAIL_FIELDS, PAYMENT_METHOD_TYPES, TYPE_LABELS } from './payment-method-types';

const TYPE_OPTIONS = PAYMENT_METHOD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));
const CURRENCY_OPTIONS = [
  { value: '', label: 'Select a currency' },
  ...CRYPTO_CURRENCIES.map((currency) => ({ value: currency, label: currency })),
];

/** Add a method (no `method`) or edit one; the type decides which details are asked for. */
export function PaymentMethodFormModal({ method, onClose }: { method?: PaymentMethod; onClose: () => void }) {
  const formId = useId();
  const toast = useToast();
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PaymentMethodForm>({
    resolver: zodResolver(paymentMethodSchema),
    defaultValues: method ? toForm(method) : EMPTY_FORM,
  });
  const extras = useFieldArray({ control, name: 'extras' });
  const type = useWatch({ control, name: 'type' });

  const submit = handleSubmit(async (form) => {
    setError(null);
    try {
      if (method) {
        await update.mutateAsync({ id: method.id, body: toRequest(form) });
        toast.success('Payment method updated successfully');
      } else {
        await create.mutateAsync(toRequest(form));
        toast.success('Payment method added successfully');
      }
      onClose();
    } catch (failure) {
      setError(`Failed to save payment method: ${(failure as Error).message}`);
    }
  });

  return (
    <Modal
      open
      title={method ? 'Edit Payment Method' : 'Add Payment Method'}
      onClose={onClose}
      closeOnBackdrop={false}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {method ? 'Save Changes' : 'Add Payment Method'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="admin-stack">
        <div className="admin-form-grid">
          <SelectField
            label="Type"
            options={TYPE_OPTIONS}
            error={errors.type?.message}
            {...register('type')}
          />
          <TextField label="Display name" error={errors.name?.message} {...register('name')} />
        </div>

        <fieldset className="admin-fieldset">
          <legend>{TYPE_LABELS[type]} details</legend>
          <div className="admin-form-grid">
            {DETAIL_FIELDS[type].map((field) =>
              field.kind === 'crypto-currency' ? (
                <SelectField
                  key={`${type}-${field.key}`}
                  label={field.label}
                  options={CURRENCY_OPTIONS}
                  error={errors.details?.[field.key]?.message}
                  {...register(`details.${field.key}`)}
                />
              ) : (
                <TextField
                  key={`${type}-${field.key}`}
                  label={field.required ? field.label : `${field.label} (optional)`}
                  type={field.kind === 'email' ? 'email' : 'text'}
                  error={errors.details?.[field.key]?.message}
                  {...register(`details.${field.key}`)}
                />
              ),
            )}
          </div>
          {extras.fields.map((row, index) => (
            <div key={row.id} className="admin-extra-field">
              <TextField
                label="Field name"
                placeholder="swift_code"
                error={errors.extras?.[index]?.key?.message}
                {...register(`extras.${index}.key`)}
              />
              <TextField
                label="Value"
                error={errors.extras?.[index]?.value?.message}
                {...register(`extras.${index}.value`)}
              />
              <Button variant="ghost" size="sm" onClick={() => extras.remove(index)}>
                Remove<span className="ui-visually-hidden"> field {index + 1}</span>
              </Button>
            </div>
          ))}
          {errors.extras?.root?.message && <p className="ui-field__error">{errors.extras.root.message}</p>}
          {errors.extras?.message && <p className="ui-field__error">{errors.extras.message}</p>}
          <Button variant="secondary" size="sm" onClick={() => extras.append({ key: '', value: '' })}>
            Add field
          </Button>
        </fieldset>

        <div className="admin-form-grid">
          <TextField
            label="Processing time (optional)"
            placeholder="Instant"
            hint="Shown to depositors; Instant when empty."
            error={errors.processingTime?.message}
            {...register('processingTime')}
          />
          <FeeRule method={method} type={type} />
        </div>
        <TextAreaField
          label="Instructions (optional)"
          rows={3}
          error={errors.instructions?.message}
          {...register('instructions')}
        />
        <Checkbox label="Active (shown to depositors)" {...register('isActive')} />
        {error && <Notice tone="danger">{error}</Notice>}
      </form>
    </Modal>
  );
}
