import { Button, SelectField, TextField } from '@p2p/ui';
import { useState } from 'react';
import {
  ACTION_OPTIONS,
  hasAuditFilters,
  NO_AUDIT_FILTERS,
  TARGET_TYPES,
  type AuditFilters,
} from './audit-filters';
import { useAdmins } from './audit-queries';

/** Selects and dates apply at once; the target id on Enter or Apply. Any change goes back to page 1. */
export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const admins = useAdmins();
  const [targetId, setTargetId] = useState(filters.targetId);
  const apply = (change: Partial<AuditFilters>) => onChange({ ...filters, ...change, page: 1 });
  const actors = [
    { value: '', label: admins.isError ? 'Any admin (list unavailable)' : 'Any admin' },
    ...(admins.data ?? []).map((admin) => ({ value: admin.id, label: admin.name || admin.username })),
  ];
  // An actor chosen from an entry may no longer be an admin: keep it in the list so the select shows it.
  if (filters.actorId && !actors.some((actor) => actor.value === filters.actorId))
    actors.push({ value: filters.actorId, label: filters.actorId });

  return (
    <form
      className="admin-filters"
      aria-label="Filter the audit log"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ targetId });
      }}
    >
      <SelectField
        label="Action"
        options={[{ value: '', label: 'All actions' }, ...ACTION_OPTIONS]}
        value={filters.action}
        onChange={(event) => apply({ action: event.target.value })}
      />
      <SelectField
        label="Admin"
        options={actors}
        value={filters.actorId}
        onChange={(event) => apply({ actorId: event.target.value })}
      />
      <SelectField
        label="Target"
        options={[{ value: '', label: 'Any target' }, ...TARGET_TYPES]}
        value={filters.targetType}
        onChange={(event) => apply({ targetType: event.target.value as AuditFilters['targetType'] })}
      />
      <TextField
        label="Target id"
        maxLength={200}
        value={targetId}
        onChange={(event) => setTargetId(event.target.value)}
      />
      <TextField
        label="From (UTC)"
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => apply({ from: event.target.value })}
      />
      <TextField
        label="To (UTC)"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => apply({ to: event.target.value })}
      />
      <div className="admin-filters__actions">
        <Button type="submit">Apply</Button>
        <Button
          variant="ghost"
          disabled={!hasAuditFilters(filters) && targetId === ''}
          onClick={() => {
            setTargetId('');
            onChange(NO_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
