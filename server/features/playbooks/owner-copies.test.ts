import { describe, expect, it } from 'vitest';
import type { ServerContext } from '#server/server-context.ts';
import { OWNER_COPY_TTL_MS, recentOwnerCopy, rememberOwnerCopy } from './owner-copies.ts';

function contextAt(clock: { ms: number }): ServerContext {
  return { now: () => new Date(clock.ms) } as unknown as ServerContext;
}

describe('the owner’s copy in memory', () => {
  it('is there for a few minutes, then gone', () => {
    const clock = { ms: Date.parse('2026-11-26T10:00:00Z') };
    const ctx = contextAt(clock);
    rememberOwnerCopy(ctx, 'katz', { html: '<p>owner</p>', text: 'owner' });
    clock.ms += OWNER_COPY_TTL_MS - 1;
    expect(recentOwnerCopy(ctx, 'katz')).toEqual({ html: '<p>owner</p>', text: 'owner' });
    clock.ms += 1;
    expect(recentOwnerCopy(ctx, 'katz')).toBeNull();
  });

  it('belongs to one server context', () => {
    const clock = { ms: 0 };
    rememberOwnerCopy(contextAt(clock), 'keens', { html: 'a', text: 'a' });
    expect(recentOwnerCopy(contextAt(clock), 'keens')).toBeNull();
  });

  it('holds at most 200 copies, dropping the oldest', () => {
    const clock = { ms: 0 };
    const ctx = contextAt(clock);
    for (let i = 0; i < 201; i += 1) rememberOwnerCopy(ctx, `p${i}`, { html: String(i), text: String(i) });
    expect(recentOwnerCopy(ctx, 'p0')).toBeNull();
    expect(recentOwnerCopy(ctx, 'p1')?.text).toBe('1');
    expect(recentOwnerCopy(ctx, 'p200')?.text).toBe('200');
  });
});
