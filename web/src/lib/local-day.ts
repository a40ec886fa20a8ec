/** The viewer's own calendar date (yyyy-mm-dd) in the browser's time zone: maintenance dates before it are overdue. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
