import type { AuditEntry } from '@p2p/contracts/api';
import { diffRows } from './entry-diff';

/** The target's before and after side by side, field by field, and the request that made the change. */
export function AuditEntryDetails({ id, entry }: { id: string; entry: AuditEntry }) {
  return (
    <div id={id} className="audit-entry__details">
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
    </div>
  );
}
