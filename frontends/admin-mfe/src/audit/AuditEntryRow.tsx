import type { AuditEntry } from '@p2p/contracts/api';
import { Badge, Button } from '@p2p/ui';
import { useId, useState } from 'react';
import { formatDateTime } from '../shared/format';
import { actionLabel, targetLabel } from './audit-filters';
import { AuditEntryDetails } from './AuditEntryDetails';

/**
 * One entry on one line: when, which admin, what and on which target. The before and after open on
 * demand: twenty of them open at once made a page thousands of pixels tall.
 */
export function AuditEntryRow({
  entry,
  onActor,
  onTarget,
}: {
  entry: AuditEntry;
  onActor: (actorId: string) => void;
  onTarget: (entry: AuditEntry) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const actor = entry.actorName ?? entry.actorId;
  const title = actionLabel(entry.action);
  const when = formatDateTime(entry.occurredAt);
  return (
    <article className="audit-entry" aria-label={`${title}, ${when}`}>
      <div className="audit-entry__row">
        <time dateTime={entry.occurredAt} className="audit-entry__time text-muted">
          {when}
        </time>
        <span className="audit-entry__actor">
          <span className="text-muted">by </span>
          <Button
            variant="link"
            size="sm"
            onClick={() => onActor(entry.actorId)}
            title="Only this admin's actions"
          >
            {actor}
          </Button>
        </span>
        <span className="audit-entry__action">
          <Badge tone="info">{title}</Badge>
        </span>
        <span className="audit-entry__target">
          <span className="text-muted">{targetLabel(entry.targetType)} </span>
          <Button variant="link" size="sm" onClick={() => onTarget(entry)} title="Only this target's history">
            <code>{entry.targetId}</code>
          </Button>
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="audit-entry__toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          aria-label={`${expanded ? 'Hide details' : 'Show details'}: ${title}, ${when}`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Hide details' : 'Show details'}
        </Button>
      </div>
      {expanded && <AuditEntryDetails id={detailsId} entry={entry} />}
    </article>
  );
}
