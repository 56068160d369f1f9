import { describe, expect, it } from 'vitest';
import { findStaff } from './review-mentions.ts';

describe('findStaff', () => {
  it('reads a name the guest gave a member of staff, not a word shouted in capitals', () => {
    expect(findStaff('Our waiter Marcus was great.')).toEqual(['Marcus']);
    expect(findStaff('BUT THE WAITER NEVER RETURNED THE $120 CASH WE PAID.')).toEqual([]);
  });
});
