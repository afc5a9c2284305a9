import { PageHeader } from '@p2p/ui';
import { AdminPanel } from '../console/AdminPanel';

/** Route module of /admin (the shell's guard lets only admins in). */
export default function AdminDashboardPage() {
  return (
    <>
      <PageHeader
        title="Admin Panel"
        subtitle="Payment methods, deposits, withdrawals, users, bets and support."
      />
      <AdminPanel />
    </>
  );
}
