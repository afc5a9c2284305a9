import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /user-offers/:username; the screen itself arrives with the betting issue. */
export default function UserOffersPage() {
  return (
    <>
      <PageHeader title="Bet with a Friend" subtitle="Open offers from the friend you picked." />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
