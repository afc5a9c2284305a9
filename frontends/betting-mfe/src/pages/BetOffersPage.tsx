import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /bet-offers; the screen itself arrives with the betting issue. */
export default function BetOffersPage() {
  return (
    <>
      <PageHeader
        title="Available Bet Offers"
        subtitle="Every open offer from other bettors, ready to match."
      />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
