import { describe, expect, test } from 'vitest';
import { underClaim } from './claim.ts';

describe('underClaim', () => {
  test('does nothing when another runner holds the claim', async () => {
    const calls: string[] = [];
    const outcome = await underClaim({
      claim: async () => null,
      work: async () => void calls.push('work'),
      settle: async () => void calls.push('settle'),
      giveBack: async () => void calls.push('give back'),
    });
    expect(outcome).toEqual({ status: 'not-claimed' });
    expect(calls).toEqual([]);
  });

  test('works and settles under the claim, and gives nothing back', async () => {
    const calls: string[] = [];
    const outcome = await underClaim({
      claim: async () => 'row-1',
      work: async (row) => (calls.push(`work ${row}`), 3),
      settle: async (row, value) => void calls.push(`settle ${row} ${value}`),
      giveBack: async () => void calls.push('give back'),
    });
    expect(outcome).toEqual({ status: 'done', value: 3 });
    expect(calls).toEqual(['work row-1', 'settle row-1 3']);
  });

  test('gives the claim back when the work or the settling throws, and says what failed', async () => {
    for (const failing of ['work', 'settle'] as const) {
      const calls: string[] = [];
      const outcome = await underClaim({
        claim: async () => 'row-2',
        work: async () => {
          if (failing === 'work') throw new Error('smtp down');
          return 1;
        },
        settle: async () => {
          if (failing === 'settle') throw new Error('smtp down');
        },
        giveBack: async (row, error) => (calls.push(`give back ${row}`), (error as Error).message),
      });
      expect(outcome).toEqual({ status: 'failed', failure: 'smtp down' });
      expect(calls).toEqual(['give back row-2']);
    }
  });
});
