import { Card, EmptyState, PageHeader } from '@p2p/ui';

/** Route module of /admin; the screen itself arrives with the admin issue. */
export default function AdminDashboardPage() {
  return (
    <>
      <PageHeader title="Admin Panel" subtitle="Deposit requests, payment methods, users and bets." />
      <Card>
        <EmptyState title="Coming soon">This screen is being built.</EmptyState>
      </Card>
    </>
  );
}
