import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /; the screen itself arrives with the betting issue. */
export default function DashboardPage() {
  return (
    <>
      <PageHeader
        title="Peer-to-Peer Football Betting"
        subtitle="Post an offer on a match, or take the other side of someone else's."
      />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
