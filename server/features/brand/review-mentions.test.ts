import { describe, expect, it } from 'vitest';
import { findStaff } from './review-mentions.ts';

describe('findStaff', () => {
  it('reads a name the guest gave a member of staff, not a word shouted in capitals', () => {
    expect(findStaff('Our waiter Marcus was great.')).toEqual(['Marcus']);
    expect(findStaff('BUT THE WAITER NEVER RETURNED THE $120 CASH WE PAID.')).toEqual([]);
  });
});

describe('staffNamesIn', () => {
  it('does not take "Booking recommended" or "Lass at the counter" for a name', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Staff so welcoming. Booking recommended.')).toEqual([]);
    expect(staffNamesIn('Lass at the counter was friendly.')).toEqual([]);
    expect(staffNamesIn('Joey at the counter was friendly.')).toEqual(['Joey']);
  });

  it('takes a word the guest goes on to describe as food for a dish, and a person described warmly for a person', async () => {
    const { staffNamesIn } = await import('./staff-names.ts');
    expect(staffNamesIn('Lahmacun was lovely and thin. The kebabs were a bit stingy.')).toEqual([]);
    expect(staffNamesIn('Priya was lovely and warm, and the curry was great.')).toEqual(['Priya']);
  });
});
