import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /live; the screen itself arrives with the betting issue. */
export default function LiveBettingPage() {
  return (
    <>
      <PageHeader title="Live Betting" subtitle="Matches in play and their markets." />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
