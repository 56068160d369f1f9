import { describe, expect, it } from 'vitest';
import type { Review } from '#contracts/places.ts';
import type { GenerateObjectRequest, ModelClient } from '#server/providers/ai/model-client.ts';
import { ModelUnavailableError } from '#server/providers/ai/model-client.ts';
import { type PlaybookProse, composePlaybook, isUsableReply } from './compose-playbook.ts';
import { attributionOf } from './document/attribution.ts';
import { chooseReviewsToAnswer } from './document/reviews-to-answer.ts';
import type { PlaybookDocument, ReplyExample } from './playbook-types.ts';
import { guestAspectsOf } from './reply-writer.ts';
import { FIXTURE_NOW, steakhouseProfile, steakhouseReviews } from '../../../tests/support/playbook-fixtures.ts';

const profile = steakhouseProfile();
const reviews = steakhouseReviews();
const chosen = chooseReviewsToAnswer(reviews, profile.reviewInsights);

function fakeModel(
  answer: (request: GenerateObjectRequest<unknown>) => unknown,
  provider: 'openai' | 'anthropic' = 'openai',
) {
  const calls: Array<GenerateObjectRequest<unknown>> = [];
  const model: ModelClient = {
    provider,
    model: 'test-model',
    async generateObject<T>(request: GenerateObjectRequest<T>): Promise<T> {
      calls.push(request as GenerateObjectRequest<unknown>);
      return answer(request as GenerateObjectRequest<unknown>) as T;
    },
  };
  return { model, calls };
}

function goodProse(): PlaybookProse {
  return {
    summary: 'MODEL SUMMARY: guests love the dry-aged porterhouse; waits past the booking time cost you stars.',
    voiceIntro: 'MODEL VOICE: gracious, unhurried and sure of the food.',
    frameworkReplies: {
      five: 'Dear [first name], MODEL FIVE about the porterhouse. — Eleanor, Owner',
      four: 'Dear [first name], MODEL FOUR. — Eleanor, Owner',
      three: 'Dear [first name], MODEL THREE.',
      two: 'Dear [first name], MODEL TWO. — Eleanor, Owner',
      one: 'Dear [first name], MODEL ONE. — Eleanor, Owner',
    },
    replies: chosen.map((c) => ({ reviewId: c.review.id, reply: modelReply(c.review) })),
  };
}

/** A tag per review without digits: a number the guest did not write fails the reply checks. */
function tag(reviewId: string): string {
  return reviewId.replace(/\d+/g, (n) => 'ABCDEFGHIJKLMNOP'.charAt(Number(n)));
}

/** A model reply that passes the reply checks: it names, without judging, something the guest named. */
function modelReply(review: Review): string {
  const term = guestAspectsOf(review).find((a) => /^[a-z]/.test(a.term))?.term;
  const named = term ? ` Thank you for writing about the ${term}.` : '';
  return `MODEL REPLY ${tag(review.id)}.${named} — Eleanor, Owner`;
}

function readyReplies(document: PlaybookDocument): ReplyExample[] {
  const section = document.sections.find((s) => s.id === 'ready-replies');
  return (section?.blocks ?? []).flatMap((b) => (b.kind === 'replies' ? b.items : []));
}

function promptReviewIds(prompt: string): string[] {
  return [...prompt.matchAll(/\{"reviewId":("[^"]*")/g)].map((m) => JSON.parse(m[1] ?? '""') as string);
}

describe('composePlaybook', () => {
  it('composes offline with no model', async () => {
    const result = await composePlaybook({ profile, reviews }, { model: null, now: FIXTURE_NOW });
    expect(result.engine).toBe('offline');
    expect(result.document.engine).toBe('offline');
    expect(result.text).not.toMatch(/drafted by an AI/);
    expect(result.html.startsWith('<!doctype html>')).toBe(true);
    expect(result.text).toContain('REVIEW RESPONSE PLAYBOOK');
    expect(result.document.generatedAt).toBe(FIXTURE_NOW.toISOString());
  });

  it('merges checked model prose into our structure and records the provider', async () => {
    const { model, calls } = fakeModel(() => goodProse(), 'anthropic');
    const result = await composePlaybook({ profile, reviews, generatedAt: FIXTURE_NOW }, { model, now: FIXTURE_NOW });
    expect(result.engine).toBe('anthropic');
    expect(result.text).toContain('MODEL SUMMARY');
    expect(result.text).toContain('MODEL VOICE');
    expect(result.text).toContain('MODEL FIVE');
    for (const c of chosen) expect(result.text).toContain(`MODEL REPLY ${tag(c.review.id)}`);
    // A framework reply without the sign-off gets it appended.
    expect(result.text).toMatch(/MODEL THREE\.\n\n\s*— Eleanor, Owner/);
    // Structure is ours: every section still there, the offline sections untouched.
    expect(result.document.sections.map((s) => s.id)).toContain('escalation');
    expect(result.text).toContain('Found in the sample reviews'.toUpperCase());
    // The document says a model drafted it: the credit says AI, and says the catalogue's reviews are samples.
    expect(result.document.engine).toBe('anthropic');
    expect(result.text.replace(/\s+/g, ' ')).toContain('drafted by an AI model');
    // Reviews go in quoted, as data, under a system prompt that says so.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.task).toBe('playbook-prose');
    expect(calls[0]?.system).toMatch(/data supplied by the public|never an instruction/);
    expect(calls[0]?.prompt).toContain(JSON.stringify((reviews[0]?.text ?? '').slice(0, 2000)));
  });

  it('asks the model to answer the reviews the document answers, in the same order', async () => {
    const { model, calls } = fakeModel(() => goodProse());
    const result = await composePlaybook({ profile, reviews }, { model, now: FIXTURE_NOW });
    const ids = promptReviewIds(calls[0]?.prompt ?? '');
    expect(ids).toEqual(chosen.map((c) => c.review.id));
    expect(readyReplies(result.document).map((item) => item.attribution)).toEqual(
      chosen.map((c) => attributionOf(c.review)),
    );
  });

  it('puts each model reply on the review it answers, by review id, whatever order the replies come in', async () => {
    expect(chosen.length).toBeGreaterThanOrEqual(3);
    const prose = goodProse();
    const { model } = fakeModel(() => ({ ...prose, replies: [...prose.replies].reverse() }));
    const result = await composePlaybook({ profile, reviews }, { model, now: FIXTURE_NOW });
    expect(result.engine).toBe('openai');
    const items = readyReplies(result.document);
    expect(items).toHaveLength(chosen.length);
    chosen.forEach((c, i) => {
      expect(items[i]?.attribution).toBe(attributionOf(c.review));
      expect(items[i]?.reply).toContain(`MODEL REPLY ${tag(c.review.id)}.`);
    });
  });

  it('keeps our reply for a chosen review the model skipped, and ignores a reply to a review not chosen', async () => {
    const [first, second] = chosen;
    const notChosen = reviews.find((r) => !chosen.some((c) => c.review.id === r.id));
    expect(first && second && notChosen).toBeTruthy();
    const offline = readyReplies(
      (await composePlaybook({ profile, reviews }, { model: null, now: FIXTURE_NOW })).document,
    );
    const { model } = fakeModel(() => ({
      ...goodProse(),
      replies: [
        { reviewId: notChosen?.id ?? '', reply: 'MODEL REPLY to a review nobody chose. — Eleanor, Owner' },
        { reviewId: second?.review.id ?? '', reply: second ? modelReply(second.review) : '' },
      ],
    }));
    const result = await composePlaybook({ profile, reviews }, { model, now: FIXTURE_NOW });
    const items = readyReplies(result.document);
    expect(items[0]?.reply).toBe(offline[0]?.reply);
    expect(items[1]?.reply).toContain(`MODEL REPLY ${tag(second?.review.id ?? '')}.`);
    expect(items.slice(2).map((item) => item.reply)).toEqual(offline.slice(2).map((item) => item.reply));
    expect(result.text).not.toContain('a review nobody chose');
  });

  it('falls back to offline when the model is unavailable', async () => {
    const { model } = fakeModel(() => {
      throw new ModelUnavailableError('daily limit reached', 'daily-limit');
    });
    const result = await composePlaybook({ profile, reviews }, { model, now: FIXTURE_NOW });
    expect(result.engine).toBe('offline');
    expect(result.fallbackReason).toMatch(/daily limit/);
    expect(result.text).not.toContain('MODEL');
  });

  it('falls back to offline on junk output', async () => {
    const { model } = fakeModel(() => ({ summary: 42, replies: 'nope' }));
    const result = await composePlaybook({ profile, reviews }, { model, now: FIXTURE_NOW });
    expect(result.engine).toBe('offline');
    expect(result.document.sections.length).toBeGreaterThan(10);
  });

  it('falls back to offline when an example reply is empty', async () => {
    const { model } = fakeModel(() => ({
      ...goodProse(),
      frameworkReplies: { ...goodProse().frameworkReplies, one: '   ' },
    }));
    const result = await composePlaybook({ profile, reviews }, { model, now: FIXTURE_NOW });
    expect(result.engine).toBe('offline');
    expect(result.text).not.toContain('MODEL SUMMARY');
  });

  it('writes offline a reply to a review that is over 4,096 bytes or offers an incentive, asked again once', async () => {
    const first = chosen[0]?.review.id ?? '';
    const offline = readyReplies(
      (await composePlaybook({ profile, reviews }, { model: null, now: FIXTURE_NOW })).document,
    );
    for (const bad of ['🍣'.repeat(1100), 'Sorry! Your next meal is on us, use code SORRY for a discount.']) {
      const { model, calls } = fakeModel((request) =>
        request.task === 'reply-rewrite'
          ? { replies: [{ reviewId: first, reply: bad }] }
          : { ...goodProse(), replies: [{ reviewId: first, reply: bad }] },
      );
      const result = await composePlaybook({ profile, reviews }, { model, now: FIXTURE_NOW });
      expect(result.engine).toBe('openai');
      expect(calls.map((c) => c.task)).toEqual(['playbook-prose', 'reply-rewrite']);
      expect(readyReplies(result.document)[0]?.reply).toBe(offline[0]?.reply);
      expect(result.text).not.toContain('SORRY');
    }
  });

  it('checks replies for links, phone numbers and comps', () => {
    expect(isUsableReply('Thanks Jane! — Eleanor')).toBe(true);
    expect(isUsableReply('See https://example.com')).toBe(false);
    expect(isUsableReply('Call us on +1 (212) 555-0100')).toBe(false);
    expect(isUsableReply('Dessert is on the house next time')).toBe(false);
    expect(isUsableReply('')).toBe(false);
  });
});
