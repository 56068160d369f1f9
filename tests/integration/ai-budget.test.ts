import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDatabaseCallBudget } from '#server/features/ai-usage/database-call-budget.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('the database-backed AI call budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ startJobs: false });
  });
  afterAll(async () => {
    await t.close();
  });

  test('allows exactly the limit per UTC day, shared between budget instances', async () => {
    const a = createDatabaseCallBudget(t.ctx.database.db, 3);
    const b = createDatabaseCallBudget(t.ctx.database.db, 3);
    const day = new Date('2026-11-22T10:00:00Z');
    const results = await Promise.all([a, b, a, b, a].map((budget) => budget.tryConsume('brand-profile', day)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await a.tryConsume('brand-profile', new Date('2026-11-22T23:59:59Z'))).toBe(false);
    // A new UTC day starts a fresh allowance.
    expect(await b.tryConsume('brand-profile', new Date('2026-11-23T00:00:01Z'))).toBe(true);
  });

  test('a limit of 0 allows no calls', async () => {
    expect(await createDatabaseCallBudget(t.ctx.database.db, 0).tryConsume('x', new Date())).toBe(false);
  });
});
