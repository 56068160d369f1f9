import { expect, vi } from 'vitest';
import type { GeneratePlaybookResponse } from '#contracts/playbooks.ts';
import { findPlaybookRow } from '#server/features/playbooks/playbook-store.ts';
import type { TestApp } from './test-app.ts';

/** Requests and waits the playbook integration tests share. */

export const json = { 'content-type': 'application/json' };

export function post(t: TestApp, url: string, body: unknown, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url, headers: json, payload: JSON.stringify(body), remoteAddress });
}

/** Until the row is ready (the answer may be `queued` when the worker is slow): no timing is asserted. */
export async function readyRow(t: TestApp, playbookId: string) {
  return vi.waitFor(
    async () => {
      const row = await findPlaybookRow(t.ctx.database.db, playbookId);
      if (row?.status !== 'ready') throw new Error(`playbook ${playbookId} is ${row?.status ?? 'missing'}`);
      return row;
    },
    { timeout: 25_000, interval: 100 },
  );
}

export async function contentOf(
  t: TestApp,
  response: GeneratePlaybookResponse,
  format: 'html' | 'text',
): Promise<string> {
  if ('sopContent' in response) {
    expect(response.format).toBe(format);
    return response.sopContent;
  }
  const row = await readyRow(t, response.sopId);
  return (format === 'html' ? row.html : row.text) ?? '';
}

export const owner = { ownerName: 'Jake Dell', contactEmail: 'jake.owner@example.com' };
