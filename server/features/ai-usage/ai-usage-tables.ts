import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Model calls per UTC day (AI_DAILY_LIMIT), shared by every process. */
export const aiUsage = pgTable('ai_usage', {
  day: text('day').primaryKey(),
  calls: integer('calls').notNull(),
});
