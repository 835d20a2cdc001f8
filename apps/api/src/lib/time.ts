/** Current instant as an ISO-8601 UTC string, the storage format of every timestamp. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

export function addSeconds(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

/** A clock that tests can move. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
