import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertPlaybook } from '#server/features/playbooks/playbook-store.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
});
afterAll(async () => {
  await t?.close();
});

describe('playbook ids under concurrent Generates for one place', () => {
  test('forty inserts at once each get their own id; none is refused', async () => {
    const inserts = Array.from({ length: 40 }, () =>
      insertPlaybook(t.ctx.database.db, 'corner-bistro', {
        name: 'Corner Bistro',
        format: 'html',
        status: 'generating',
        createdAt: t.ctx.now(),
      }),
    );
    const ids = await Promise.all(inserts);
    expect(new Set(ids).size).toBe(40);
    expect(ids).toContain('corner-bistro');
    for (const id of ids) expect(id).toMatch(/^corner-bistro(-\d+)?$/);
  });
});
