import { Table, type Column, type TableProps } from '@p2p/ui';

export interface StackedColumn<Row> extends Column<Row> {
  /** On a phone the cell takes the card's whole width, without its column's name (a row's buttons). */
  bare?: boolean;
}

/**
 * A table that becomes a card a row on a phone, as the wallet's transactions do: each cell carries
 * its column's name, shown beside the value once the header row is hidden. A queue's Approve and
 * Reject then stay on screen at 375 px instead of past the right edge of a sideways scroller.
 */
export function StackedTable<Row>({
  columns,
  ...table
}: Omit<TableProps<Row>, 'columns'> & { columns: ReadonlyArray<StackedColumn<Row>> }) {
  const labelled = columns.map(({ bare, ...column }) => ({
    ...column,
    render: (row: Row) => (
      <div
        className="admin-stacked__cell"
        data-label={!bare && typeof column.header === 'string' ? column.header : undefined}
      >
        {/* One grid item beside the name, whatever the cell renders. */}
        <div>{column.render(row)}</div>
      </div>
    ),
  }));
  return (
    <div className="admin-stacked">
      <Table columns={labelled} {...table} />
    </div>
  );
}
