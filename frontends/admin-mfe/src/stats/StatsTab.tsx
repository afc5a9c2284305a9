import { Button, Card, QueryFailure, Spinner } from '@p2p/ui';
import { lazy, Suspense } from 'react';
import { StatCards } from './StatCards';
import { useStats } from './stats-queries';
import './stats.css';

// recharts weighs more than the rest of the console: it loads with the charts, after the figures.
const DailyCharts = lazy(() => import('./DailyCharts').then((module) => ({ default: module.DailyCharts })));

/** Stats: the platform's figures as cards, and their last 30 days as charts with tables. */
export function StatsTab() {
  const stats = useStats();
  if (stats.isPending) return <Spinner label="Loading stats" />;
  if (!stats.data) return <QueryFailure query={stats} />;
  return (
    <div className="admin-stack" aria-busy={stats.isFetching}>
      {stats.isError && <QueryFailure query={stats} />}
      <Card
        title="Platform"
        actions={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void stats.refetch()}
            loading={stats.isFetching}
          >
            Refresh
          </Button>
        }
      >
        <StatCards stats={stats.data} />
      </Card>
      <Card title="Last 30 days">
        <p className="text-muted stats-note">Days are UTC.</p>
        <Suspense fallback={<Spinner label="Loading charts" />}>
          <DailyCharts daily={stats.data.daily} />
        </Suspense>
      </Card>
    </div>
  );
}
