/** Calendar dates as the API writes them: YYYY-MM-DD, in UTC. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date (UTC) as YYYY-MM-DD. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
