import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /league/:leagueId; the screen itself arrives with the betting issue. */
export default function LeagueOffersPage() {
  return (
    <>
      <PageHeader title="League Offers" subtitle="Open offers on this league's matches." />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
