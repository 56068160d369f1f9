import type { Logger } from 'pino';
import type { Config } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import type { DomainEventBus } from '#server/domain-events.ts';
import type { JobSystem } from '#server/jobs/job-system.ts';
import type { ModelClient } from '#server/providers/ai/model-client.ts';
import type { MailTransport } from '#server/providers/mail/mail-transport.ts';
import type { PlacesProvider } from '#server/providers/places/places-provider.ts';
import type { GoogleBusinessClient } from '#server/providers/google-business/google-business-client.ts';

/**
 * What the composition root (server/create-server-context.ts) hands each feature: configuration,
 * the database, the job system and the outside-world providers. Features take what they need.
 */
export interface ServerContext {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  jobs: JobSystem;
  /** The language model when AI_PROVIDER is set; null means the offline engine does everything. */
  model: ModelClient | null;
  /** Restaurant search and reviews: the bundled catalogue, or Google Places (New) when a key is set. */
  places: PlacesProvider;
  /** The owner's Google Business Profile (OAuth, reviews, replies); null unless GOOGLE_OAUTH_CLIENT_ID/SECRET are set. */
  googleBusiness: GoogleBusinessClient | null;
  /** Outgoing mail: SMTP when SMTP_URL is set, otherwise the .eml outbox. */
  mail: MailTransport;
  /** Typed in-process events between features (server/domain-events.ts). */
  events: DomainEventBus;
  /** The clock, injectable so tests can move time. */
  now: () => Date;
}
