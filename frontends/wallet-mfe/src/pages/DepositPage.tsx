import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /deposit; the screen itself arrives with the wallet issue. */
export default function DepositPage() {
  return (
    <>
      <PageHeader
        title="Deposit Funds"
        subtitle="Fund your balance by bank transfer with proof of payment."
      />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
