import { describe, expect, it } from 'vitest';
import { sendClockLabel, timeZonePlace } from './owner-settings-constants.ts';

describe('how the emails and pages name a send clock', () => {
  it('the default, and an owner’s own time and zone', () => {
    expect(sendClockLabel({ minute: 8 * 60, timeZone: 'America/New_York' })).toBe('8:00 AM New York time');
    expect(sendClockLabel({ minute: 7 * 60 + 30, timeZone: 'Europe/London' })).toBe('7:30 AM London time');
    expect(sendClockLabel({ minute: 0, timeZone: 'America/Los_Angeles' })).toBe('12:00 AM Los Angeles time');
    expect(sendClockLabel({ minute: 13 * 60 + 45, timeZone: 'Etc/UTC' })).toBe('1:45 PM UTC');
  });

  it('names a zone by its place', () => {
    expect(timeZonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZonePlace('UTC')).toBe('UTC');
  });
});
