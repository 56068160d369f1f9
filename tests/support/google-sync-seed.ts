import { randomUUID } from 'node:crypto';
import { loadConfig, secretKeyring } from '#server/config.ts';
import { sealSecret } from '#server/crypto/sealed-secret.ts';
import type { GoogleBusinessDouble } from '../doubles/google-business-server.ts';

/**
 * Many connected owners at once, for the sync-through-the-day process test and bench: each gets a Google account and
 * location on the double with `reviews(index)` on it, a blitz enrollment and an active connection whose tokens are
 * sealed under `appSecret`, as the connect flow leaves them. The connection counts as synced before (an hour ago),
 * so the next sync's finds are news (alerted when they call for it). Rows go in through `query` (a pg client on the
 * server's schema), since the connect flow's pages are not what these measure.
 */

export interface SeededOwner {
  email: string;
  enrollmentId: string;
  connectionId: string;
  locationPath: string;
}

export type Query = (text: string, values: unknown[]) => Promise<unknown>;

/**
 * A fixed-offset IANA zone where it is around midday now, so an alert test never falls in the restaurant's night
 * whatever the hour it runs at (`Etc/GMT-3` is UTC+3).
 */
export function middayTimeZone(now: Date = new Date()): string {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

export async function seedConnectedOwners(input: {
  query: Query;
  double: GoogleBusinessDouble;
  appSecret: string;
  count: number;
  label: string;
  timeZone: string;
  reviews: (index: number, locationPath: string) => void;
  now?: Date;
  /** The enrollments' send clock, minutes after midnight in `timeZone` (null: the default, 8:00). */
  sendMinute?: number | null;
}): Promise<SeededOwner[]> {
  const now = input.now ?? new Date();
  const keyring = secretKeyring(loadConfig({ NODE_ENV: 'test', APP_SECRET: input.appSecret }));
  const owners: SeededOwner[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const email = `${input.label}-${index}@sync.example`;
    input.double.addUser(email, `Owner ${index}`);
    const account = input.double.addAccount({ accountName: `Sync ${index}`, members: [email] });
    const placeId = `place-${input.label}-${index}`;
    const location = input.double.addLocation(account.name, { title: `Diner ${index}`, placeId, verified: true });
    const locationPath = `${account.name}/${location.name}`;
    input.reviews(index, locationPath);
    const tokens = input.double.issueTokens(email);
    const enrollmentId = randomUUID();
    const connectionId = randomUUID();
    await input.query(
      `insert into blitz_enrollments (id, email, place_id, restaurant_id, restaurant_name, owner_name, source, status,
         enrolled_at, send_time_zone, send_minute)
       values ($1, $2, $3, null, $4, $5, 'playbook', 'active', $6, $7, $8)`,
      [enrollmentId, email, placeId, `Diner ${index}`, `Owner ${index}`, now, input.timeZone, input.sendMinute ?? null],
    );
    const refreshTokenSealed = sealSecret(tokens.refreshToken, keyring, connectionId);
    await input.query(
      `insert into google_connections (id, enrollment_id, place_id, google_sub, account_name, location_name,
         location_title, refresh_token_sealed, key_id, access_token_sealed, access_token_expires_at, status,
         created_at, updated_at, last_synced_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'active', $12, $12, $13)`,
      [
        connectionId,
        enrollmentId,
        placeId,
        `sub-${input.label}-${index}`,
        account.name,
        location.name,
        `Diner ${index}`,
        refreshTokenSealed,
        refreshTokenSealed.split('.')[1] ?? '',
        sealSecret(tokens.accessToken, keyring, `${connectionId}:access`),
        new Date(now.getTime() + tokens.expiresIn * 1000),
        now,
        new Date(now.getTime() - 3_600_000),
      ],
    );
    owners.push({ email, enrollmentId, connectionId, locationPath });
  }
  return owners;
}
