import { afterEach, describe, expect, it } from 'vitest';
import type { Review } from '#contracts/places.ts';
import { createMemoryBudget } from '#server/providers/ai/call-budget.ts';
import { createModelClient } from '#server/providers/ai/create-model-client.ts';
import {
  startOpenAiDouble,
  type ChatCompletionRequest,
  type OpenAiDouble,
} from '../../../tests/doubles/openai-server.ts';
import { baseOptions, recordingLogger } from '../../../tests/support/model-client-harness.ts';
import { FIXTURE_NOW, steakhouseProfile, steakhouseReviews } from '../../../tests/support/playbook-fixtures.ts';
import { composePlaybook } from './compose-playbook.ts';
import { attributionOf } from './document/attribution.ts';
import { checkModelReplies } from './model-replies.ts';
import type { PlaybookDocument, ReplyExample } from './playbook-types.ts';

function readyReplies(document: PlaybookDocument): ReplyExample[] {
  const section = document.sections.find((s) => s.id === 'ready-replies');
  return (section?.blocks ?? []).flatMap((b) => (b.kind === 'replies' ? b.items : []));
}

const profile = steakhouseProfile();
const reviews = steakhouseReviews();
const jane = reviews.find((r) => r.authorName === 'Jane Doherty') as Review;
const priya = reviews.find((r) => r.authorName === 'Priya S.') as Review;

/** What the model wrote first: a link and praise for the cold steaks to Priya, an invented dish to Jane. */
const FIRST = {
  [priya.id]:
    'Hi Priya,\n\nSo glad you loved the steaks! See our new menu at https://marlowes.example/menu.\n\n— Eleanor, Owner',
  [jane.id]: 'Dear Jane,\n\nWe are delighted you enjoyed the lobster bisque and the porterhouse.\n\n— Eleanor, Owner',
};

function messagesText(request: ChatCompletionRequest): string {
  return JSON.stringify(request.messages);
}

describe('a model’s replies pass the same checks as the offline engine’s (OpenAI protocol double)', () => {
  let double: OpenAiDouble;
  afterEach(async () => {
    await double.close();
  });

  async function modelAnswering(second: Record<string, string>) {
    double = await startOpenAiDouble({ apiKey: 'k' });
    double.respondWith((request) => {
      const text = messagesText(request);
      const replies = Object.entries(text.includes('correct public replies') ? second : FIRST).map(
        ([reviewId, reply]) => ({ reviewId, reply }),
      );
      if (!text.includes('review-response playbooks')) return { replies };
      // The playbook's own call: prose in our structure, with the first replies.
      return {
        summary: 'MODEL SUMMARY: guests love the dry-aged porterhouse; waits past the booking time cost you stars.',
        voiceIntro: 'MODEL VOICE: gracious, unhurried and sure of the food.',
        frameworkReplies: { five: 'Thank you!', four: 'Thank you.', three: 'Thanks.', two: 'Sorry.', one: 'Sorry.' },
        replies,
      };
    });
    const client = createModelClient({
      ...baseOptions(createMemoryBudget(10), recordingLogger()),
      provider: 'openai',
      openai: { model: 'gpt-4o-mini', apiKey: 'k', baseUrl: double.baseUrl, api: 'compatible' },
    });
    if (client === null) throw new Error('expected a client');
    return client;
  }

  const firstRound = [
    { review: priya, reply: FIRST[priya.id] ?? '' },
    { review: jane, reply: FIRST[jane.id] ?? '' },
  ];

  it('asks once more with the reasons, uses a corrected reply, and leaves a still-broken one to the offline engine', async () => {
    const fixedJane =
      'Dear Jane,\n\nThank you for the kind words about the porterhouse, and I’ll make sure Marco sees this.\n\n— Eleanor, Owner';
    const model = await modelAnswering({ [priya.id]: FIRST[priya.id] ?? '', [jane.id]: fixedJane });
    const result = await checkModelReplies(model, profile, firstRound, { sign: (r) => r });

    expect(double.requests).toHaveLength(1);
    const again = messagesText(double.requests[0]?.body as ChatCompletionRequest);
    expect(again).toContain('contains a link');
    expect(again).toMatch(/praises \W{1,6}steaks\W{1,6}, which the guest criticised/);
    expect(again).toMatch(/mentions \W{1,6}lobster/);

    expect(result.accepted.get(jane.id)).toBe(fixedJane);
    expect(result.rewritten).toEqual([jane.id]);
    expect(result.accepted.has(priya.id)).toBe(false);
    expect(result.replaced.map((r) => r.reviewId)).toEqual([priya.id]);
    expect(result.replaced[0]?.reason).toContain('contains a link');
  });

  it('in a playbook, the corrected reply replaces the model’s first one and the broken one is written offline', async () => {
    const fixedJane = 'Dear Jane,\n\nThank you for the kind words about the porterhouse.\n\n— Eleanor, Owner';
    const model = await modelAnswering({ [priya.id]: FIRST[priya.id] ?? '', [jane.id]: fixedJane });
    const offline = await composePlaybook({ profile, reviews }, { model: null, now: FIXTURE_NOW });
    const result = await composePlaybook({ profile, reviews }, { model, now: FIXTURE_NOW });
    expect(result.engine).toBe('openai');
    expect(double.requests).toHaveLength(2);
    const items = readyReplies(result.document);
    const offlineItems = readyReplies(offline.document);
    const janeAt = items.findIndex((item) => item.attribution === attributionOf(jane));
    const priyaAt = items.findIndex((item) => item.attribution === attributionOf(priya));
    expect(janeAt).toBeGreaterThanOrEqual(0);
    expect(priyaAt).toBeGreaterThanOrEqual(0);
    expect(items[janeAt]?.reply).toBe(fixedJane);
    expect(items[priyaAt]?.reply).toBe(offlineItems[priyaAt]?.reply);
    expect(result.text).not.toContain('https://');
    expect(result.text).not.toContain('lobster');
  });

  it('uses replies that pass at once without asking again', async () => {
    const good =
      'Hi Priya,\n\nI’m sorry about the steaks arriving cold; that is not our standard. Please contact us directly and ask for Eleanor.\n\n— Eleanor, Owner';
    const model = await modelAnswering({});
    const result = await checkModelReplies(model, profile, [{ review: priya, reply: good }], { sign: (r) => r });
    expect(result.accepted.get(priya.id)).toBe(good);
    expect(double.requests).toHaveLength(0);
  });

  it('leaves every failed reply to the offline engine when the model cannot answer again', async () => {
    const model = await modelAnswering({});
    double.failNext('unauthorized', 5);
    const result = await checkModelReplies(model, profile, firstRound, { sign: (r) => r });
    expect(result.accepted.size).toBe(0);
    expect(result.replaced.map((r) => r.reviewId).sort()).toEqual([jane.id, priya.id].sort());
  });
});
