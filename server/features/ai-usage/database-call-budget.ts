import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#server/db/database.ts';
import { utcDay, type CallBudget } from '#server/providers/ai/call-budget.ts';
import { aiUsage } from './ai-usage-tables.ts';

/**
 * AI_DAILY_LIMIT across every web and worker process: one atomic upsert per model call that only
 * increments while the day's count is below the limit.
 */
export function createDatabaseCallBudget(db: Database, limit: number): CallBudget {
  return {
    async tryConsume(_task: string, now: Date): Promise<boolean> {
      if (limit <= 0) return false;
      const rows = await queryRows<{ calls: number }>(
        db,
        sql`insert into ${aiUsage} (day, calls) values (${utcDay(now)}, 1)
            on conflict (day) do update set calls = ${aiUsage.calls} + 1
            where ${aiUsage.calls} < ${limit}
            returning calls`,
      );
      return rows.length > 0;
    },
  };
}
