import { Card } from '@p2p/ui';
import { useState } from 'react';
import { PagedBody } from '../shared/PagedBody';
import { hasAuditFilters, NO_AUDIT_FILTERS, type AuditFilters } from './audit-filters';
import { useAuditLog } from './audit-queries';
import { AuditEntryRow } from './AuditEntryRow';
import { AuditFilterBar } from './AuditFilterBar';
import './audit.css';

/** Audit log: every admin action a line, its before and after on demand, newest first, filtered and paged. */
export function AuditTab() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  // Remounts the filter bar when an entry sets the target, so its typed target id follows.
  const [revision, setRevision] = useState(0);
  const log = useAuditLog(filters);
  const narrow = (change: Partial<AuditFilters>) => {
    setFilters({ ...filters, ...change, page: 1 });
    setRevision((current) => current + 1);
  };

  return (
    <div className="admin-stack">
      <Card>
        <AuditFilterBar key={revision} filters={filters} onChange={setFilters} />
      </Card>
      <Card title="Audit log">
        <PagedBody
          query={log}
          loadingLabel="Loading the audit log"
          pagerLabel="Audit log pages"
          onPage={(page) => setFilters({ ...filters, page })}
          empty={
            hasAuditFilters(filters)
              ? { title: 'No entries found', text: 'No admin action matches these filters.' }
              : { title: 'No entries yet', text: 'Admin actions are recorded here as they happen.' }
          }
        >
          {(entries) => (
            <div className="audit-list">
              {entries.map((entry) => (
                <AuditEntryRow
                  key={entry.id}
                  entry={entry}
                  onActor={(actorId) => narrow({ actorId })}
                  onTarget={(target) => narrow({ targetType: target.targetType, targetId: target.targetId })}
                />
              ))}
            </div>
          )}
        </PagedBody>
      </Card>
    </div>
  );
}
