import { describe, expect, it } from 'vitest';
import { freeForeverSendDue, freeForeverWindow, ownerReviewsUrl, rankFreeForever } from './free-forever.ts';
import { blitzSchedule, closingSendFor } from './schedule.ts';

// Enrolled 2026-11-20 10:00 New York: blitz mornings 21–27 November, the closing email on the 28th.
const enrolledAt = new Date('2026-11-20T15:00:00Z');

describe('freeForeverSendDue', () => {
  it('starts the New York morning after the closing email, at 08:00, numbered from the enrollment day', () => {
    expect(closingSendFor(enrolledAt).localDay).toBe('2026-11-28');
    expect(freeForeverSendDue(enrolledAt, new Date('2026-11-28T13:00:00Z'))).toBeNull();
    expect(freeForeverSendDue(enrolledAt, new Date('2026-11-29T12:59:59Z'))).toBeNull();
    expect(freeForeverSendDue(enrolledAt, new Date('2026-11-29T13:00:00Z'))).toEqual({
      kind: 'free-forever',
      day: 9,
      localDay: '2026-11-29',
      sendAt: new Date('2026-11-29T13:00:00Z'),
    });
    // Late that New York day (23:30 EST is 04:30 UTC the next day) it is still that day's send.
    expect(freeForeverSendDue(enrolledAt, new Date('2026-11-30T04:30:00Z'))?.localDay).toBe('2026-11-29');
    expect(freeForeverSendDue(enrolledAt, new Date('2026-12-19T13:05:00Z'))?.day).toBe(29);
  });

  it('follows New York summer time: 08:00 EDT is 12:00 UTC', () => {
    expect(freeForeverSendDue(enrolledAt, new Date('2027-04-01T11:59:00Z'))).toBeNull();
    expect(freeForeverSendDue(enrolledAt, new Date('2027-04-01T12:00:00Z'))?.sendAt).toEqual(
      new Date('2027-04-01T12:00:00Z'),
    );
  });
});

describe('freeForeverWindow', () => {
  it('starts at the last blitz morning, so reviews of the closing day are not left out', () => {
    const send = freeForeverSendDue(enrolledAt, new Date('2026-12-20T13:00:00Z'))!;
    expect(freeForeverWindow(enrolledAt, send)).toEqual({
      from: blitzSchedule(enrolledAt)[6]!.sendAt,
      to: new Date('2026-12-20T13:00:00Z'),
    });
  });
});

describe('rankFreeForever', () => {
  const c = (id: string, escalated: boolean, rating: number, publishTime: string) => ({
    id,
    escalated,
    rating,
    publishTime,
  });
  it('puts escalated reviews first, then the lowest rating, then the newest', () => {
    const ranked = rankFreeForever([
      c('five-new', false, 5, '2026-11-29T05:00:00Z'),
      c('two-old', false, 2, '2026-11-28T05:00:00Z'),
      c('two-new', false, 2, '2026-11-29T04:00:00Z'),
      c('ill-four', true, 4, '2026-11-28T01:00:00Z'),
      c('one', false, 1, '2026-11-27T20:00:00Z'),
      c('ill-five', true, 5, '2026-11-29T06:00:00Z'),
    ]);
    expect(ranked.map((x) => x.id)).toEqual(['ill-four', 'ill-five', 'one', 'two-new', 'two-old', 'five-new']);
  });

  it('keeps the given order for equal candidates', () => {
    const same = '2026-11-29T05:00:00Z';
    expect(rankFreeForever([c('a', false, 3, same), c('b', false, 3, same)]).map((x) => x.id)).toEqual(['a', 'b']);
  });
});

describe('ownerReviewsUrl', () => {
  it("is the owner's inbox of that restaurant, which asks a browser without the session to sign in", () => {
    expect(ownerReviewsUrl({ config: { publicUrl: 'https://replybook.example' } } as never, 'ChIJ a&b')).toBe(
      'https://replybook.example/inbox?place=ChIJ%20a%26b',
    );
  });
});
