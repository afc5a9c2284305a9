import { Card } from '@p2p/ui';
import { DETAIL_FIELDS, PAYMENT_METHOD_TYPES, TYPE_GUIDE, TYPE_LABELS } from './payment-method-types';

/** What each type is for and which details it needs, from the same table the form validates with. */
export function PaymentTypeGuide() {
  return (
    <Card title="Payment Type Guide" headingLevel={3}>
      <dl className="admin-guide">
        {PAYMENT_METHOD_TYPES.map((type) => {
          const fields = DETAIL_FIELDS[type];
          const required = fields.filter((field) => field.required).map((field) => field.label);
          const optional = fields.filter((field) => !field.required).map((field) => field.label);
          return (
            <div key={type} className="admin-guide__item">
              <dt>{TYPE_LABELS[type]}</dt>
              <dd>
                {TYPE_GUIDE[type]}{' '}
                {required.length > 0 ? `Required: ${required.join(', ')}.` : 'No required details.'}
                {optional.length > 0 && ` Optional: ${optional.join(', ')}.`}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
