import { defineConfig } from 'drizzle-kit';

// Each feature owns its tables in `*-tables.ts` files; drizzle-kit gathers them into one migration history.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/*-tables.ts', './server/features/*/*-tables.ts'],
  out: './server/db/migrations',
});
