import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /bethistory; the screen itself arrives with the betting issue. */
export default function BetHistoryPage() {
  return (
    <>
      <PageHeader title="Bet History" subtitle="Your offers and bets, open, matched and settled." />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
