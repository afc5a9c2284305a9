import type { AuditEntry } from '@p2p/contracts/api';
import { Badge, Button } from '@p2p/ui';
import { formatDateTime } from '../shared/format';
import { actionLabel, targetLabel } from './audit-filters';
import { diffRows } from './entry-diff';

/** One entry: who did what to which target and when, and the target's before and after side by side. */
export function AuditEntryCard({
  entry,
  onActor,
  onTarget,
}: {
  entry: AuditEntry;
  onActor: (actorId: string) => void;
  onTarget: (entry: AuditEntry) => void;
}) {
  const actor = entry.actorName ?? entry.actorId;
  const title = actionLabel(entry.action);
  return (
    <article className="audit-entry" aria-label={`${title}, ${formatDateTime(entry.occurredAt)}`}>
      <header className="audit-entry__header">
        <Badge tone="info">{title}</Badge>
        <time dateTime={entry.occurredAt} className="text-muted">
          {formatDateTime(entry.occurredAt)}
        </time>
      </header>
      <p className="audit-entry__who">
        By{' '}
        <Button
          variant="link"
          size="sm"
          onClick={() => onActor(entry.actorId)}
          title="Only this admin's actions"
        >
          {actor}
        </Button>{' '}
        on {targetLabel(entry.targetType).toLowerCase()}{' '}
        <Button variant="link" size="sm" onClick={() => onTarget(entry)} title="Only this target's history">
          <code>{entry.targetId}</code>
        </Button>
      </p>
      <div className="ui-table__scroll">
        <table className="ui-table audit-diff">
          <caption className="ui-visually-hidden">Before and after</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {diffRows(entry.before, entry.after).map((row) => (
              <tr key={row.field} className={row.changed ? 'audit-diff__changed' : undefined}>
                <th scope="row">
                  <code>{row.field}</code>
                  {row.changed && <span className="ui-visually-hidden"> (changed)</span>}
                </th>
                <td>{row.before}</td>
                <td>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {entry.requestId && <p className="admin-sub">Request {entry.requestId}</p>}
    </article>
  );
}
