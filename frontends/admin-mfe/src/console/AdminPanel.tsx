import { useSearchParams } from '@p2p/router';
import { Spinner, Tabs } from '@p2p/ui';
import { Suspense, useEffect, useRef } from 'react';
import { ADMIN_TABS } from '../admin-tabs';
import { useFeedSource } from '../matches/matches-queries';
import { TabErrorBoundary } from './TabErrorBoundary';
import '../shared/admin.css';

/**
 * The Admin Panel: WAI-ARIA tabs whose selection is the URL's `?tab=`, so a reload, a bookmark or a
 * shared link opens the same tab. An unknown or missing value shows the first tab. A tab for simulated
 * matches only is there once football says its matches are simulated.
 */
export function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const feed = useFeedSource();
  const tabs = ADMIN_TABS.filter((tab) => !tab.simulatedOnly || feed.data?.simulated === true);
  const active = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0];
  // A link to such a tab waits for the answer rather than opening the first tab for a moment.
  const waiting =
    feed.isPending && ADMIN_TABS.some((tab) => tab.simulatedOnly && tab.id === params.get('tab'));
  const frame = useRef<HTMLDivElement>(null);

  // At 375 px the tab list scrolls sideways; the selected tab is kept in view (a deep link to Support).
  useEffect(() => {
    frame.current
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active.id]);

  // Replace, not push: arrow keys walk the tabs, and each step must not become a Back entry.
  // The tab's own query parameters (a page, a filter) belong to that tab and are dropped.
  const select = (id: string) => setParams({ tab: id }, { replace: true });

  const { Panel } = active;
  return (
    <div className="admin-panel" ref={frame}>
      {waiting ? (
        <Spinner label="Loading the admin console" />
      ) : (
        <Tabs label="Admin sections" tabs={tabs} value={active.id} onChange={select}>
          <TabErrorBoundary key={active.id}>
            <Suspense fallback={<Spinner label={`Loading ${active.label}`} />}>
              <Panel />
            </Suspense>
          </TabErrorBoundary>
        </Tabs>
      )}
    </div>
  );
}
