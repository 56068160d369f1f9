import { describe, expect, test } from 'vitest';
import { makeWellFormed } from './well-formed-input.ts';

describe('makeWellFormed', () => {
  test('replaces lone surrogates in strings, nested values and keys; keeps valid text and emoji', () => {
    const body = JSON.parse('{"name":"Bad \\ud800 x","list":["ok 🍣","\\udfff"],"deep":{"\\ud800k":{"v":"\\ud83d"}}}');
    expect(makeWellFormed(body)).toEqual({
      name: 'Bad \ufffd x',
      list: ['ok 🍣', '\ufffd'],
      deep: { '\ufffdk': { v: '\ufffd' } },
    });
    expect(makeWellFormed('a\ud800')).toBe('a\ufffd');
    expect(makeWellFormed(null)).toBeNull();
    expect(makeWellFormed({ name: 'nul\u0000 byte', 'k\u0000': 1 })).toEqual({ name: 'nul byte', k: 1 });
  });

  test('a body nested 100,000 deep does not overflow the stack', () => {
    let deep: Record<string, unknown> = { v: '\ud800' };
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    expect(() => makeWellFormed(deep)).not.toThrow();
  });
});
