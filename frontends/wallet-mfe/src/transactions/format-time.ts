const pad = (value: number) => value.toString().padStart(2, '0');

/** Spec 02 Transactions screen: "dd/mm/yyyy HH:mm", 24-hour, in the browser's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "dd/mm/yyyy". */
export function formatDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** "HH:mm", 24-hour. */
export function formatClock(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
