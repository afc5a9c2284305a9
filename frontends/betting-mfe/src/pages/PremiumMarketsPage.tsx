import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /premium-markets; the screen itself arrives with the betting issue. */
export default function PremiumMarketsPage() {
  return (
    <>
      <PageHeader
        title="Premium Peer-to-Peer Markets"
        subtitle="Matches with the most offers and the liveliest markets."
      />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
