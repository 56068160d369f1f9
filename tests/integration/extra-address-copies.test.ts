import { enrollmentRecipients } from '#server/features/owners/owner-tables.ts';
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { waitUntil } from '../support/email-helpers.ts';
import {
  clock,
  connectedOwner,
  connections,
  google,
  hrefs,
  mailTo,
  setNow,
  t,
  withGoogleRepliesApp,
} from '../support/google-replies-app.ts';

/**
 * A connected owner's morning email and its copy to an extra address they added (confirmed), against the Google
 * Business Profile double and an SMTP server: the copy carries the same reviews and suggested replies, but none of
 * the links that act on the owner's Google profile from a link alone (review and post, connect, disconnect).
 */

withGoogleRepliesApp();

describe('a copy for an extra address', () => {
  test('the same reviews and replies, no "Review and post", connect or disconnect link, its own unsubscribe', async () => {
    const owner = await connectedOwner('copies', '2026-11-20T15:00:00Z');
    const extra = `copy-manager-${randomUUID().slice(0, 8)}@katz.example`;
    await t.ctx.database.db.insert(enrollmentRecipients).values({
      id: randomUUID(),
      enrollmentId: owner.enrollmentId,
      email: extra,
      tokenHash: randomUUID(),
      requestedAt: clock(),
      confirmedAt: clock(),
    });
    google.addReview(owner.locationPath, {
      reviewId: 'copy-a',
      starRating: 2,
      comment: 'The brisket was dry and the line was long.',
      reviewerName: 'Guest A',
      createTime: '2026-11-21T02:00:00Z',
    });

    setNow('2026-11-21T13:01:00Z');
    await runDueBlitzSends(t.ctx, clock(), { google: connections });
    await waitUntil(() => mailTo(owner.email).some((m) => m.parsed.subject?.startsWith('Day 1 of 7')));
    await waitUntil(() => mailTo(extra).some((m) => m.parsed.subject?.startsWith('Day 1 of 7')));
    const own = mailTo(owner.email).find((m) => m.parsed.subject?.startsWith('Day 1 of 7'))!;
    const copy = mailTo(extra).find((m) => m.parsed.subject?.startsWith('Day 1 of 7'))!;

    expect(copy.parsed.subject).toBe(own.parsed.subject);
    expect(String(copy.parsed.text)).toContain('The brisket was dry and the line was long.');
    const ownLinks = hrefs(String(own.parsed.html));
    const copyLinks = hrefs(String(copy.parsed.html));
    expect(ownLinks.some((href) => href.startsWith(`${t.config.publicUrl}/replies/`))).toBe(true);
    expect(ownLinks.some((href) => href.startsWith(`${t.config.publicUrl}/connect/google/disconnect`))).toBe(true);
    for (const path of ['/replies/', '/connect/google']) {
      expect(copyLinks.filter((href) => href.startsWith(`${t.config.publicUrl}${path}`))).toEqual([]);
    }
    const unsubscribe = (links: string[]) => links.find((href) => href.startsWith(`${t.config.publicUrl}/unsubscribe`));
    expect(unsubscribe(copyLinks)).toBeDefined();
    expect(unsubscribe(copyLinks)).not.toBe(unsubscribe(ownLinks));
    // Greeted as themselves, not by the owner's name.
    expect(String(own.parsed.text)).toContain('Hi Jake,');
    expect(String(copy.parsed.text)).toContain('Hi there,');
  });
});
