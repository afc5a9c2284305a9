import type { PaymentMethod } from '@p2p/contracts/api';
import {
  Badge,
  Button,
  Card,
  type Column,
  EmptyState,
  QueryFailure,
  Spinner,
  Table,
  useToast,
} from '@p2p/ui';
import { useState } from 'react';
import { ConfirmModal } from '../shared/ConfirmModal';
import { PaymentMethodFormModal } from './PaymentMethodFormModal';
import { PaymentMethodStats } from './PaymentMethodStats';
import { PaymentTypeGuide } from './PaymentTypeGuide';
import { useDeletePaymentMethod, usePaymentMethods, useUpdatePaymentMethod } from './payment-method-queries';
import { toggled } from './payment-method-schema';
import { TYPE_LABELS } from './payment-method-types';

type Editing = { kind: 'add' } | { kind: 'edit'; method: PaymentMethod } | null;

export function PaymentMethodsTab() {
  const methods = usePaymentMethods();
  const update = useUpdatePaymentMethod();
  const remove = useDeletePaymentMethod();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  // The next deletion must not open with the last one's failure.
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };

  const toggle = (method: PaymentMethod) =>
    update.mutate(
      { id: method.id, body: toggled(method) },
      {
        onSuccess: (saved) =>
          toast.success(`Payment method ${saved.isActive ? 'enabled' : 'disabled'} successfully`),
        onError: (error) => toast.error(`Failed to update payment method: ${error.message}`),
      },
    );

  const columns: Column<PaymentMethod>[] = [
    {
      key: 'type',
      header: 'Type',
      render: (method) => <Badge tone="info">{TYPE_LABELS[method.type]}</Badge>,
    },
    { key: 'name', header: 'Name', render: (method) => method.name },
    {
      key: 'status',
      header: 'Status',
      render: (method) =>
        method.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Disabled</Badge>,
    },
    { key: 'processing', header: 'Processing Time', render: (method) => method.processingTime || 'Instant' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (method) => (
        <div className="admin-actions">
          <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'edit', method })}>
            Edit<span className="ui-visually-hidden"> {method.name}</span>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => toggle(method)}
            loading={update.isPending && update.variables?.id === method.id}
          >
            {method.isActive ? 'Disable' : 'Enable'}
            <span className="ui-visually-hidden"> {method.name}</span>
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(method)}>
            Delete<span className="ui-visually-hidden"> {method.name}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="admin-stack">
      <Card
        title="Payment Methods"
        actions={<Button onClick={() => setEditing({ kind: 'add' })}>Add Payment Method</Button>}
      >
        {methods.isPending ? (
          <Spinner label="Loading payment methods" />
        ) : methods.isError ? (
          <QueryFailure query={methods} prefix="Failed to load payment methods" />
        ) : (
          <Table
            caption="Payment methods"
            columns={columns}
            rows={methods.data}
            rowKey={(method) => method.id}
            empty={<EmptyState title="No payment methods yet">Add one so users can deposit.</EmptyState>}
          />
        )}
      </Card>
      {/* Below the table once it is there: shown beside its spinner, they would be pushed down by it. */}
      {!methods.isPending && (
        <div className="admin-columns">
          <PaymentMethodStats methods={methods.data} />
          <PaymentTypeGuide />
        </div>
      )}

      {editing && (
        <PaymentMethodFormModal
          method={editing.kind === 'edit' ? editing.method : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmModal
          title="Delete payment method"
          confirmLabel="Delete"
          tone="danger"
          size="sm"
          pending={remove.isPending}
          error={remove.error && `Failed to delete payment method: ${remove.error.message}`}
          onClose={closeDelete}
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success('Payment method deleted successfully');
                closeDelete();
              },
            });
          }}
        >
          <p>
            Delete <strong>{deleting.name}</strong>? Depositors will no longer see it; deposits made through
            it keep their record.
          </p>
        </ConfirmModal>
      )}
    </div>
  );
}
