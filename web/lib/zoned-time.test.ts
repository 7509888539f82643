import { describe, expect, it } from 'vitest';
import { formatUtc, formatZoned, formatZonedAndUtc, instantOf, localValueOf, timeZones } from './zoned-time';

describe('times with their zone', () => {
  it('reads a wall-clock time in the chosen zone, daylight saving included', () => {
    expect(instantOf('2026-12-01T15:00', 'Europe/Paris')).toBe('2026-12-01T14:00:00.000Z');
    expect(instantOf('2026-07-01T15:00', 'Europe/Paris')).toBe('2026-07-01T13:00:00.000Z');
    expect(instantOf('2026-12-01T15:00', 'America/New_York')).toBe('2026-12-01T20:00:00.000Z');
    expect(instantOf('2026-12-01T15:00', 'UTC')).toBe('2026-12-01T15:00:00.000Z');
    expect(instantOf('', 'UTC')).toBeNull();
    expect(instantOf('2026-12-01', 'UTC')).toBeNull();
  });

  it('gives the wall-clock time back for the form', () => {
    expect(localValueOf('2026-12-01T14:00:00.000Z', 'Europe/Paris')).toBe('2026-12-01T15:00');
    expect(localValueOf('2026-12-01T14:00:00.000Z', 'Asia/Kolkata')).toBe('2026-12-01T19:30');
  });

  it('names the zone of every time it shows', () => {
    expect(formatUtc('2026-12-01T14:00:00.000Z')).toBe('Dec 1, 2026, 2:00 PM UTC');
    expect(formatZoned('2026-12-01T14:00:00.000Z', 'Europe/Paris')).toBe('Dec 1, 2026, 3:00 PM GMT+1');
    expect(formatZonedAndUtc('2026-12-01T14:00:00.000Z', 'Europe/Paris')).toBe('Dec 1, 2026, 3:00 PM GMT+1 (Dec 1, 2026, 2:00 PM UTC)');
    // Once only when the reader is on UTC.
    expect(formatZonedAndUtc('2026-12-01T14:00:00.000Z', 'UTC')).toBe('Dec 1, 2026, 2:00 PM UTC');
    expect(timeZones()).toContain('UTC');
    expect(timeZones()).toContain('Europe/Paris');
  });
});
