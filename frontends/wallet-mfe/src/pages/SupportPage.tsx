import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /support; the screen itself arrives with the wallet issue. */
export default function SupportPage() {
  return (
    <>
      <PageHeader title="Support" subtitle="Chat with our support team." />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
