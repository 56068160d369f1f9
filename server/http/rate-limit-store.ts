import { lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '#server/db/database.ts';
import { rateLimits } from '#server/db/platform-tables.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteOptionsLike {
  routeInfo?: { method?: string | string[]; url?: string };
  /**
   * Count in this process's memory instead of the database: for cheap, pure routes (calculate-roi) where a
   * database write per request would cost more than the work it protects, and exact cross-process counts
   * don't matter.
   */
  processLocal?: boolean;
}

type RateLimitStore = {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  child(options: object): RateLimitStore;
};

/** A fixed-window counter per key in this process, bounded in size. */
function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; startedAt: number }>();
  const store: RateLimitStore = {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.startedAt + timeWindow <= now) {
        if (windows.size >= 10_000) windows.delete(windows.keys().next().value as string);
        entry = { count: 0, startedAt: now };
        windows.set(key, entry);
      }
      entry.count += 1;
      callback(null, { current: entry.count, ttl: entry.startedAt + timeWindow - now });
    },
    child: () => createMemoryStore(),
  };
  return store;
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

    child(options: object): RateLimitStore | DatabaseRateLimitStore {
      const routeOptions = options as RouteOptionsLike;
      if (routeOptions.processLocal) return createMemoryStore();
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
