import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /withdraw; the screen itself arrives with the wallet issue. */
export default function WithdrawPage() {
  return (
    <>
      <PageHeader title="Withdraw" subtitle="Withdraw to your bank account or transfer to a friend." />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
