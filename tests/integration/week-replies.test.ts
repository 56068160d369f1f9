import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { sentReplySentences } from '#server/features/blitz/blitz-tables.ts';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { runDueFreeForeverSends } from '#server/features/blitz/free-forever-run.ts';
import {
  purgeOldReplySentences,
  recordReplySentences,
  releaseReplySentences,
  weekReplyMemory,
} from '#server/features/blitz/week-replies.ts';
import { ownerPlace } from '#server/features/inbox/owner-place.ts';
import { createDrafter } from '#server/features/inbox/reply-drafting.ts';
import { googleReplyDrafts } from '#server/features/google-business/review-tables.ts';
import {
  emptyReplyMemory,
  rememberReply,
  replyBody,
  sentenceKey,
  sentencesOf,
} from '#server/features/playbooks/reply-checks.ts';
import { waitUntil } from '../support/email-helpers.ts';
import {
  connectedOwner,
  connections,
  google,
  mailTo,
  PLACE,
  setNow,
  t,
  withGoogleRepliesApp,
} from '../support/google-replies-app.ts';

/**
 * A week of blitz mornings for one connected owner whose guests keep praising and criticising the same things: the
 * suggested replies of the seven emails use no sentence more than twice, the week's sentences are stored as hashes
 * under each send, read back for 7 days only, and purged after 8.
 *
 * Enrolled on 2026-11-20 (New York): blitz mornings 21–27 November at 08:00 EST (13:00 UTC).
 */

withGoogleRepliesApp();

const deps = () => ({ google: connections });
let owner: Awaited<ReturnType<typeof connectedOwner>>;

const TEXTS: readonly [1 | 2 | 3 | 4 | 5, string][] = [
  [5, 'Best pastrami in the city, and the pickles were perfect.'],
  [4, 'The pastrami sandwich was excellent but the line was long.'],
  [2, 'Waited forty minutes and the cashier was rude.'],
  [5, 'Great matzo ball soup and friendly staff.'],
  [3, 'Good brisket, but the room was loud and crowded.'],
];
const DAYS = [21, 22, 23, 24, 25, 26, 27];

describe('a week of suggested replies', () => {
  beforeAll(async () => {
    owner = await connectedOwner('week', '2026-11-20T15:00:00Z');
    for (const day of DAYS) {
      // Four reviews between the previous morning and this one, the same things praised and criticised every day.
      for (let i = 0; i < 4; i += 1) {
        const [stars, comment] = TEXTS[(day + i) % TEXTS.length]!;
        google.addReview(owner.locationPath, {
          reviewId: `w${day}-${i}`,
          starRating: stars,
          comment,
          reviewerName: `Guest ${day}${i}`,
          createTime: `2026-11-${day - 1}T2${i}:00:00Z`,
        });
      }
      const at = `2026-11-${day}T13:01:00Z`;
      setNow(at);
      const report = await runDueBlitzSends(t.ctx, new Date(at), deps());
      expect(report.failed).toEqual([]);
      expect(report.sent.filter((s) => s.enrollmentId === owner.enrollmentId)).toEqual([
        expect.objectContaining({ kind: 'daily', reviewCount: 4 }),
      ]);
    }
  });

  test('seven mornings, 28 replies: no sentence appears more than twice', async () => {
    const drafts = await t.ctx.database.db
      .select({ draft: googleReplyDrafts.draft })
      .from(googleReplyDrafts)
      .where(eq(googleReplyDrafts.connectionId, owner.connection.id));
    expect(drafts).toHaveLength(28);
    const daily = () => mailTo(owner.email).filter((m) => /^Day \d of 7/.test(m.parsed.subject ?? ''));
    await waitUntil(() => daily().length >= 7);
    expect(daily()).toHaveLength(7);
    const counts = new Map<string, { sentence: string; uses: number }>();
    for (const { draft } of drafts) {
      for (const sentence of sentencesOf(replyBody(draft))) {
        const key = sentenceKey(sentence);
        counts.set(key, { sentence, uses: (counts.get(key)?.uses ?? 0) + 1 });
      }
    }
    expect([...counts.values()].filter((c) => c.uses > 2)).toEqual([]);
    // The same things were named every day: the week rule did not cost the replies their specifics.
    expect(drafts.filter(({ draft }) => /pastrami/i.test(draft)).length).toBeGreaterThanOrEqual(7);
  });

  test('the Free Forever morning after the blitz starts from the same week', async () => {
    setNow('2026-11-28T13:01:00Z');
    await runDueBlitzSends(t.ctx, new Date('2026-11-28T13:01:00Z'), deps());
    for (let i = 0; i < 3; i += 1) {
      const [stars, comment] = TEXTS[i]!;
      google.addReview(owner.locationPath, {
        reviewId: `ff-${i}`,
        starRating: stars,
        comment,
        reviewerName: `Guest ff${i}`,
        createTime: `2026-11-28T2${i}:00:00Z`,
      });
    }
    setNow('2026-11-29T13:01:00Z');
    const report = await runDueFreeForeverSends(t.ctx, new Date('2026-11-29T13:01:00Z'), deps());
    expect(report.sent.filter((s) => s.enrollmentId === owner.enrollmentId)).toHaveLength(1);
    // The 7 days before this morning: blitz mornings 23–27 November and today's reply.
    const drafts = await t.ctx.database.db
      .select({ draft: googleReplyDrafts.draft })
      .from(googleReplyDrafts)
      .where(
        and(
          eq(googleReplyDrafts.connectionId, owner.connection.id),
          gt(googleReplyDrafts.createdAt, new Date('2026-11-22T13:01:00Z')),
        ),
      );
    expect(drafts).toHaveLength(5 * 4 + 1);
    const uses = new Map<string, number>();
    for (const { draft } of drafts)
      for (const sentence of sentencesOf(replyBody(draft)))
        uses.set(sentenceKey(sentence), (uses.get(sentenceKey(sentence)) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
  });

  test('the inbox’s drafts start from the same week, and the week remembers them', async () => {
    setNow('2026-11-27T18:00:00Z');
    const now = new Date('2026-11-27T18:00:00Z');
    const place = await ownerPlace(t.ctx, owner.email, PLACE);
    expect(place).not.toBeNull();
    const before = await weekReplyMemory(t.ctx.database, owner.enrollmentId, now);
    const drafter = createDrafter(t.ctx, place!);
    const written: string[] = [];
    for (const [k, [stars, text]] of TEXTS.entries())
      written.push(
        await drafter.write({
          id: `inbox-${k}`,
          rating: stars,
          text,
          authorName: `Guest inbox${k}`,
          relativeTime: 'today',
          publishTime: '2026-11-27T17:00:00Z',
          language: 'en',
          ownerReply: null,
          source: 'google',
        }),
      );
    // No sentence of the inbox's drafts takes a sentence past twice in the week the mornings already used.
    for (const draft of written)
      for (const sentence of sentencesOf(replyBody(draft)))
        expect(before.sentences.get(sentenceKey(sentence)) ?? 0, sentence).toBeLessThan(2);
    // What the inbox wrote counts for the next email.
    const after = await weekReplyMemory(t.ctx.database, owner.enrollmentId, now);
    const total = (m: typeof after) => [...m.sentences.values()].reduce((a, b) => a + b, 0);
    expect(total(after)).toBeGreaterThan(total(before));
  });

  test('a send recorded again (a claim taken over) counts once and not against itself; a failed send gives its sentences back', async () => {
    const enrollmentId = randomUUID();
    const sendId = randomUUID();
    const now = new Date('2026-12-01T13:00:00Z');
    const memory = emptyReplyMemory();
    rememberReply('Hi Ana,\n\nThank you for the kind words. See you soon.\n\n— Jake', memory);
    await recordReplySentences(t.ctx.database, { enrollmentId, sendId, memory, now });
    await recordReplySentences(t.ctx.database, { enrollmentId, sendId, memory, now });
    const week = await weekReplyMemory(t.ctx.database, enrollmentId, now);
    expect([...week.sentences.values()]).toEqual([1, 1]);
    expect((await weekReplyMemory(t.ctx.database, enrollmentId, now, sendId)).sentences.size).toBe(0);
    await releaseReplySentences(t.ctx.database, sendId);
    expect((await weekReplyMemory(t.ctx.database, enrollmentId, now)).sentences.size).toBe(0);
  });

  test('stores only hashes under each send, reads back 7 days, and the daily purge deletes them after 8', async () => {
    const rows = await t.ctx.database.db
      .select()
      .from(sentReplySentences)
      .where(eq(sentReplySentences.enrollmentId, owner.enrollmentId));
    // Seven blitz mornings, the Free Forever one and the inbox's drafts.
    expect(new Set(rows.map((r) => r.sendId)).size).toBe(9);
    expect(rows.every((r) => /^[\w-]{22}$/.test(r.sentenceHash))).toBe(true);
    const total = (memory: Awaited<ReturnType<typeof weekReplyMemory>>) =>
      [...memory.sentences.values()].reduce((sum, uses) => sum + uses, 0);
    const firstMorning = rows
      .filter((r) => r.sentAt.getTime() === Date.parse('2026-11-21T13:01:00Z'))
      .reduce((sum, r) => sum + r.uses, 0);
    expect(firstMorning).toBeGreaterThan(0);
    const justBefore = await weekReplyMemory(t.ctx.database, owner.enrollmentId, new Date('2026-11-28T13:00:59Z'));
    const weekLater = await weekReplyMemory(t.ctx.database, owner.enrollmentId, new Date('2026-11-28T13:01:00Z'));
    // Seven days after the first morning its sentences may be used again.
    expect(total(justBefore) - total(weekLater)).toBe(firstMorning);

    expect(await purgeOldReplySentences(t.ctx.database, new Date('2026-11-29T13:00:00Z'))).toBe(0);
    const purged = await purgeOldReplySentences(t.ctx.database, new Date('2026-11-29T13:02:00Z'));
    expect(purged).toBe(rows.filter((r) => r.sentAt.getTime() === Date.parse('2026-11-21T13:01:00Z')).length);
    const left = await t.ctx.database.db
      .select()
      .from(sentReplySentences)
      .where(eq(sentReplySentences.enrollmentId, owner.enrollmentId));
    expect(left.length).toBe(rows.length - purged);
  });
});
