import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /transactions; the screen itself arrives with the wallet issue. */
export default function TransactionsPage() {
  return (
    <>
      <PageHeader title="Transactions" subtitle="Every movement of your balance." />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
