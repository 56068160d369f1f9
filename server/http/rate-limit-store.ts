import { lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '#server/db/database.ts';
import { rateLimits } from '#server/db/platform-tables.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteOptionsLike {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store backed by the database, so every web process shares the same counters.
 * One upsert per limited request: the window restarts when it has expired.
 */
export function createDatabaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    // @fastify/rate-limit constructs the store with its options; children get a route prefix.
    constructor(options?: unknown) {
      this.prefix = typeof options === 'string' ? options : 'global';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const fullKey = `${this.prefix}|${key}`;
      const windowSeconds = Math.max(1, Math.ceil(timeWindow / 1000));
      const interval = sql.raw(`interval '${windowSeconds} seconds'`);
      queryRows<{ count: number; window_start: string | Date }>(
        db,
        sql`
        insert into ${rateLimits} (key, count, window_start, expires_at)
        values (${fullKey}, 1, now(), now() + ${interval})
        on conflict (key) do update set
          count = case when ${rateLimits.expiresAt} <= now() then 1 else ${rateLimits.count} + 1 end,
          window_start = case when ${rateLimits.expiresAt} <= now() then now() else ${rateLimits.windowStart} end,
          expires_at = case when ${rateLimits.expiresAt} <= now() then now() + ${interval} else ${rateLimits.expiresAt} end
        returning count, window_start`,
      )
        .then((rows) => {
          const row = rows[0];
          if (!row) throw new Error('rate limit upsert returned no row');
          const started = new Date(row.window_start).getTime();
          callback(null, { current: Number(row.count), ttl: Math.max(0, started + timeWindow - Date.now()) });
        })
        .catch((error: Error) => callback(error));
    }

    child(options: object): DatabaseRateLimitStore {
      const routeOptions = options as RouteOptionsLike;
      // Each limited route counts on its own: the key is prefixed with its method and path.
      const route = routeOptions.routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new DatabaseRateLimitStore(`${method} ${route.url ?? ''}`);
    }
  };
}

/** Deletes expired counters; run daily by the maintenance job. */
export async function purgeExpiredRateLimits(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).returning({ key: rateLimits.key });
  return deleted.length;
}
