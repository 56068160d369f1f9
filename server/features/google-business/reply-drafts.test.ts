import { describe, expect, it } from 'vitest';
import type { ServerContext } from '#server/server-context.ts';
import { escalationSentence } from '#server/features/playbooks/escalation.ts';
import { detectSensitive } from '#server/features/playbooks/review-signals.ts';
import { parseEscalation, replyLinkFor, replyLinkMatches } from './reply-drafts.ts';

function contextWith(appSecret: string, appSecretPrevious: string[] = []): ServerContext {
  return {
    config: { publicUrl: 'https://replybook.example', appSecret, appSecretPrevious },
  } as unknown as ServerContext;
}

const DRAFT = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const OTHER = '0b9a8c7d-6e5f-4a3b-9c2d-1e0f98765432';
const NOW = new Date('2026-11-26T12:00:00Z');

function tokenOf(url: string): string {
  return new URL(url).searchParams.get('t') ?? '';
}

describe('reply links', () => {
  const ctx = contextWith('current-secret-0123456789abcdef');

  it('point at the draft and verify for that draft only', () => {
    const url = replyLinkFor(ctx, DRAFT, NOW);
    expect(url.startsWith(`https://replybook.example/replies/${DRAFT}?t=`)).toBe(true);
    expect(replyLinkMatches(ctx, DRAFT, tokenOf(url), NOW)).toBe(true);
    expect(replyLinkMatches(ctx, OTHER, tokenOf(url), NOW)).toBe(false);
  });

  it('refuse a tampered token, another secret, and an expired link; survive a rotation', () => {
    const token = tokenOf(replyLinkFor(ctx, DRAFT, NOW));
    const tampered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(replyLinkMatches(ctx, DRAFT, tampered, NOW)).toBe(false);
    expect(replyLinkMatches(contextWith('another-secret-0123456789abcdef'), DRAFT, token, NOW)).toBe(false);
    const month = new Date(NOW.getTime() + 31 * 24 * 3_600_000);
    expect(replyLinkMatches(ctx, DRAFT, token, month)).toBe(false);
    const rotated = contextWith('next-secret-0123456789abcdef', ['current-secret-0123456789abcdef']);
    expect(replyLinkMatches(rotated, DRAFT, token, NOW)).toBe(true);
  });
});

describe('escalation', () => {
  it('uses the playbook’s detection and says why in a sentence', () => {
    const kinds = detectSensitive('My son had an allergic reaction and we are calling our lawyer.');
    expect(kinds).toEqual(['allergen', 'legal']);
    expect(escalationSentence(kinds)).toBe(
      'this review describes an allergic reaction and a legal threat, so find the dish and its allergen records, and talk to the server and the cook who were on shift; and speak to your lawyer or insurer.',
    );
    expect(escalationSentence(detectSensitive('Great pastrami, friendly staff.'))).toBeNull();
    expect(parseEscalation(kinds.join(','))).toEqual(kinds);
    expect(parseEscalation('illness,not-a-kind')).toEqual(['illness']);
    expect(parseEscalation(null)).toEqual([]);
  });
});
