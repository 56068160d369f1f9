/**
 * What the rest of the Google Business Profile feature (review sync, the blitz's Google, the reply page) needs of an
 * owner's connection. Implemented by google-connections.ts; the tokens themselves never leave that module.
 */

export interface GoogleConnection {
  id: string;
  enrollmentId: string;
  /** The playbook's place (Google place id, or a catalogue id). */
  placeId: string;
  /** `accounts/123` */
  accountName: string;
  /** `locations/456` */
  locationName: string;
  locationTitle: string;
  status: 'active' | 'broken';
  lastSyncedAt: Date | null;
}

export interface EnrollmentRef {
  id: string;
  email: string;
  placeId: string;
}

export interface GoogleConnections {
  /** Whether Google OAuth is configured at all; without it no connect button or link appears. */
  readonly enabled: boolean;
  /** The enrollment's connection once a location is chosen (active or broken), else null. */
  forEnrollment(enrollmentId: string): Promise<GoogleConnection | null>;
  byId(connectionId: string): Promise<GoogleConnection | null>;
  /**
   * Runs `call` with a valid access token: refreshed when expired, and refreshed once more when `call` fails with
   * GoogleApiError 'unauthenticated'. When the refresh is refused the connection is marked broken, the owner gets
   * one reconnect email, and GoogleConnectionBrokenError is thrown.
   */
  withAccessToken<T>(connection: GoogleConnection, call: (accessToken: string) => Promise<T>): Promise<T>;
  recordSync(connectionId: string, at: Date): Promise<void>;
  /** `${PUBLIC_URL}/connect/google?t=…` for emails and /thank-you; null when OAuth is not configured. */
  connectUrl(enrollment: EnrollmentRef): string | null;
  /** The signed disconnect confirmation page; null when OAuth is not configured. */
  disconnectUrl(enrollment: EnrollmentRef): string | null;
}

export class GoogleConnectionBrokenError extends Error {
  override name = 'GoogleConnectionBrokenError';
}
