import { TZDate } from '@date-fns/tz';

/**
 * Times with their zone (issue #36): a giveaway closes at a wall-clock time in the zone its host
 * chose, and every page shows a moment in the reader's zone and in UTC, each named. @date-fns/tz
 * does the zone arithmetic (daylight saving included); Intl names and formats.
 */

/** The zone this browser is in ('Europe/Paris'), the form's default. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every zone this browser knows, for a picker ('UTC' included once). */
export function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** The moment (ISO, UTC) of a wall-clock time ('2026-12-01T15:00', as a datetime-local input gives it) in `zone`; null if it is not one. */
export function instantOf(local: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const time = new TZDate(year, month - 1, day, hour, minute, zone).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A datetime-local value for a moment in `zone` ('2026-12-01T15:00'). */
export function localValueOf(iso: string, zone: string): string {
  const date = new TZDate(new Date(iso).getTime(), zone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear())}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** 'Dec 1, 2026, 3:00 PM GMT+1': the moment in `zone` (the reader's by default), with the zone named. */
export function formatZoned(iso: string, zone?: string): string {
  const key = zone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', ...(zone ? { timeZone: zone } : {}) });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** 'Dec 1, 2026, 2:00 PM UTC'. */
export const formatUtc = (iso: string): string => formatZoned(iso, 'UTC');

/** The moment in the reader's zone and, when that is not UTC, in UTC too: 'Dec 1, 2026, 3:00 PM GMT+1 (Dec 1, 2026, 2:00 PM UTC)'. */
export function formatZonedAndUtc(iso: string, zone?: string): string {
  const local = formatZoned(iso, zone);
  const utc = formatUtc(iso);
  return local === utc ? utc : `${local} (${utc})`;
}
