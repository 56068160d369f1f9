import { describe, expect, it } from 'vitest';
import type { GenerateObjectRequest, ModelClient } from '#server/providers/ai/model-client.ts';
import { ModelUnavailableError } from '#server/providers/ai/model-client.ts';
import { type PlaybookProse, composePlaybook, isUsableReply } from './compose-playbook.ts';
import { chooseReviewsToAnswer } from './document/reviews-to-answer.ts';
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
    replies: chosen.map((c) => ({ reviewId: c.review.id, reply: `MODEL REPLY ${c.review.id}. — Eleanor, Owner` })),
  };
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
    for (const c of chosen) expect(result.text).toContain(`MODEL REPLY ${c.review.id}`);
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

  it('falls back when a reply is over 4,096 bytes, empty, or offers an incentive', async () => {
    const cases: PlaybookProse[] = [
      { ...goodProse(), replies: [{ reviewId: chosen[0]?.review.id ?? '', reply: '🍣'.repeat(1100) }] },
      { ...goodProse(), frameworkReplies: { ...goodProse().frameworkReplies, one: '   ' } },
      {
        ...goodProse(),
        replies: [
          {
            reviewId: chosen[0]?.review.id ?? '',
            reply: 'Sorry! Your next meal is on us, use code SORRY20 for 20% off.',
          },
        ],
      },
    ];
    for (const prose of cases) {
      const { model } = fakeModel(() => prose);
      const result = await composePlaybook({ profile, reviews }, { model, now: FIXTURE_NOW });
      expect(result.engine).toBe('offline');
      expect(result.text).not.toContain('MODEL SUMMARY');
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
