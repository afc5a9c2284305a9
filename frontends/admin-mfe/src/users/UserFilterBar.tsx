import { Button, SelectField, TextField } from '@p2p/ui';
import { useState } from 'react';
import { hasUserFilters, NO_USER_FILTERS, type UserFilters } from './user-filters';

const ROLES = [
  { value: '', label: 'All roles' },
  { value: 'user', label: 'Users' },
  { value: 'admin', label: 'Admins' },
];

const STATUSES = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

/**
 * Search applies on Enter or Search (one request per query, not per keystroke); role and status
 * apply at once. Any change goes back to the first page.
 */
export function UserFilterBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
}) {
  const [search, setSearch] = useState(filters.search);
  const apply = (change: Partial<UserFilters>) => onChange({ ...filters, ...change, page: 1 });
  return (
    <form
      className="admin-filters"
      aria-label="Filter users"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ search });
      }}
    >
      <TextField
        label="Search"
        type="search"
        placeholder="Username, email or name"
        maxLength={100}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label="Role"
        options={ROLES}
        value={filters.role}
        onChange={(event) => apply({ role: event.target.value as UserFilters['role'] })}
      />
      <SelectField
        label="Status"
        options={STATUSES}
        value={filters.status}
        onChange={(event) => apply({ status: event.target.value as UserFilters['status'] })}
      />
      <div className="admin-filters__actions">
        <Button type="submit">Search</Button>
        <Button
          variant="ghost"
          disabled={!hasUserFilters(filters) && search === ''}
          onClick={() => {
            setSearch('');
            onChange(NO_USER_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
