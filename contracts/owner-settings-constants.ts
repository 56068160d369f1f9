/** Values both sides of the owner's settings page use (zod-free, so the browser may import them). */

export const CONFIRM_ADDRESS_PATH = '/confirm-address';

/** The name replies are signed with. */
export const SIGNATURE_MAX_LENGTH = 60;
/** Extra addresses an enrollment's emails go to, besides the owner's. */
export const MAX_EXTRA_ADDRESSES = 3;
/** The morning email's time moves in steps of this many minutes. */
export const SEND_MINUTE_STEP = 15;
export const DEFAULT_SEND_MINUTE = 8 * 60;
/** The one default time zone: the morning email's until the owner chooses theirs, and the site's dates. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
/** What the owner types to confirm deleting their data. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** The zones the time-zone select offers (the enrollment's own zone is added when it is another). */
export const COMMON_TIME_ZONES: readonly { zone: string; label: string }[] = [
  { zone: DEFAULT_TIME_ZONE, label: 'New York (US Eastern)' },
  { zone: 'America/Chicago', label: 'Chicago (US Central)' },
  { zone: 'America/Denver', label: 'Denver (US Mountain)' },
  { zone: 'America/Phoenix', label: 'Phoenix (Arizona)' },
  { zone: 'America/Los_Angeles', label: 'Los Angeles (US Pacific)' },
  { zone: 'America/Anchorage', label: 'Anchorage (Alaska)' },
  { zone: 'Pacific/Honolulu', label: 'Honolulu (Hawaii)' },
  { zone: 'America/Toronto', label: 'Toronto' },
  { zone: 'America/Vancouver', label: 'Vancouver' },
  { zone: 'America/Mexico_City', label: 'Mexico City' },
  { zone: 'America/Sao_Paulo', label: 'São Paulo' },
  { zone: 'Europe/London', label: 'London' },
  { zone: 'Europe/Dublin', label: 'Dublin' },
  { zone: 'Europe/Lisbon', label: 'Lisbon' },
  { zone: 'Europe/Madrid', label: 'Madrid' },
  { zone: 'Europe/Paris', label: 'Paris' },
  { zone: 'Europe/Berlin', label: 'Berlin' },
  { zone: 'Europe/Rome', label: 'Rome' },
  { zone: 'Europe/Athens', label: 'Athens' },
  { zone: 'Asia/Dubai', label: 'Dubai' },
  { zone: 'Asia/Kolkata', label: 'India (Kolkata)' },
  { zone: 'Asia/Singapore', label: 'Singapore' },
  { zone: 'Asia/Hong_Kong', label: 'Hong Kong' },
  { zone: 'Asia/Tokyo', label: 'Tokyo' },
  { zone: 'Australia/Sydney', label: 'Sydney' },
  { zone: 'Pacific/Auckland', label: 'Auckland' },
];

/** `07:15` → 435; null for anything that is not a time of day on the 15-minute grid. */
export function parseSendTime(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute % SEND_MINUTE_STEP === 0 ? minute : null;
}

/** 435 → `07:15` (the select's value). */
export function sendTimeValue(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** 435 → `7:15 AM` (what the select shows). */
export function sendTimeLabel(minute: number): string {
  const hour = Math.floor(minute / 60);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute % 60).padStart(2, '0')} ${suffix}`;
}

/** 'Europe/London' → 'London', 'America/Argentina/Buenos_Aires' → 'Buenos Aires'; 'UTC' (and 'Etc/UTC') → 'UTC'. */
export function timeZonePlace(zone: string): string {
  const place = (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
  return /^(UTC|GMT|UCT|Universal|Zulu)$/.test(place) ? 'UTC' : place;
}

/**
 * How the emails and pages name a morning email's clock: "8:00 AM New York time", "7:30 AM London time", "6:00 AM
 * UTC". Every email to an owner says their own (the settings' time and zone), the default 8:00 AM New York until they
 * choose another.
 */
export function sendClockLabel(clock: { minute: number; timeZone: string }): string {
  const place = timeZonePlace(clock.timeZone);
  return `${sendTimeLabel(clock.minute)} ${place === 'UTC' ? 'UTC' : `${place} time`}`;
}

/**
 * What an erasure removed, counted, and what Stripe did about the owner's plans: the keys of the deleted page's query
 * (`?blitzEnrollments=2&emails=14`).
 */
export const ERASED_COUNT_KEYS = [
  'blitzEnrollments',
  'enrollmentRecipients',
  'googleConnections',
  'subscriptions',
  'stripeCanceled',
  'stripeCancelPending',
  'stripeScrubPending',
  'playbooks',
  'brandProfiles',
  'emails',
  'leads',
] as const;
export type ErasedCounts = Record<(typeof ERASED_COUNT_KEYS)[number], number>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What an erasure removed, in the owner's words: one line per kind of record there was. What Stripe has not confirmed
 * yet (`stripeCancelPending`, `stripeScrubPending`) is not a line here: the page says it apart, as still to come.
 */
export function erasedInWords(erased: ErasedCounts): string[] {
  const lines: [number, string][] = [
    [
      erased.blitzEnrollments,
      `${plural(erased.blitzEnrollments, 'restaurant', 'restaurants')}: your name, address and settings; no more emails`,
    ],
    [
      erased.enrollmentRecipients,
      `${plural(erased.enrollmentRecipients, 'extra address', 'extra addresses')}: removed`,
    ],
    [
      erased.googleConnections,
      `${plural(erased.googleConnections, 'Google connection', 'Google connections')}: access revoked and deleted`,
    ],
    [
      erased.subscriptions,
      `${plural(erased.subscriptions, 'Starter plan', 'Starter plans')}: your address removed from our billing records`,
    ],
    [
      erased.stripeCanceled,
      `${plural(erased.stripeCanceled, 'Stripe subscription', 'Stripe subscriptions')}: cancelled, nothing more will be charged`,
    ],
    [erased.playbooks, `${plural(erased.playbooks, 'playbook', 'playbooks')}: their content`],
    [erased.brandProfiles, `${plural(erased.brandProfiles, 'brand profile', 'brand profiles')}: your name and address`],
    [erased.emails, `${plural(erased.emails, 'email', 'emails')} we sent you: address, subject and content`],
    [erased.leads, `${plural(erased.leads, 'message or request', 'messages and requests')} you sent us`],
  ];
  return lines.filter(([n]) => n > 0).map(([, line]) => line);
}
