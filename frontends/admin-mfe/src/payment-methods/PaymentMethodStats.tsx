import type { PaymentMethod } from '@p2p/contracts/api';
import { Card } from '@p2p/ui';

/** Active, total and disabled counts (spec 02 Admin dashboard); dashes until the list has loaded. */
export function PaymentMethodStats({ methods }: { methods: PaymentMethod[] | undefined }) {
  const active = methods?.filter((method) => method.isActive).length;
  const stats = [
    { label: 'Active', value: active },
    { label: 'Total', value: methods?.length },
    { label: 'Disabled', value: methods && active !== undefined ? methods.length - active : undefined },
  ];
  return (
    <Card title="Payment Method Stats" headingLevel={3}>
      <dl className="admin-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="admin-stats__item">
            <dt>{stat.label}</dt>
            <dd>{stat.value ?? '–'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
