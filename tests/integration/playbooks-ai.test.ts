import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generatePlaybookResponseSchema } from '#contracts/playbooks.ts';
import { startAnthropicDouble, type AnthropicDouble } from '../doubles/anthropic-server.ts';
import { startOpenAiDouble, type OpenAiDouble } from '../doubles/openai-server.ts';
import { contentOf, owner, post, readyRow } from '../support/playbook-requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The model's answers: the brand task gets qualitative fields; the playbook task gets prose in our structure. */
function modelAnswer(requestJson: string): unknown {
  if (requestJson.includes('You write review-response playbooks')) {
    return {
      summary:
        'MODEL-SUMMARY: guests love the pastrami and the theatre of the counter; some dislike the ticket system and the queues.',
      voiceIntro: 'Warm, wry and proud of a long history; short sentences and first names.',
      frameworkReplies: {
        five: 'Thank you, [first name]! So glad the pastrami was everything you hoped.',
        four: 'Thanks, [first name], glad the pastrami hit the spot.',
        three: 'Thank you for the honest note, [first name]; we are working on the line.',
        two: 'Sorry we let you down, [first name]; please get in touch so we can hear more.',
        one: 'We are sorry, [first name]; please contact us directly so we can make this right.',
      },
      replies: [],
    };
  }
  return {
    vibe: 'A bustling Lower East Side deli with theatrical counter service',
    toneOfVoice: ['Warm', 'Wry', 'Proud'],
    signOff: '— Jake',
    signatureItems: ['Pastrami on rye'],
    strengthLabels: [],
    complaintLabels: [],
  };
}

for (const provider of ['openai', 'anthropic'] as const) {
  describe(`playbook prose with AI_PROVIDER=${provider} (protocol double)`, () => {
    let double: OpenAiDouble | AnthropicDouble;
    let t: TestApp;
    let limited: TestApp;
    const generate = (app: TestApp, ip: string) =>
      post(
        app,
        '/api/generate-sop',
        { ...owner, restaurantName: "Katz's Delicatessen", placeId: 'cat-katzs-delicatessen' },
        ip,
      );

    beforeAll(async () => {
      double =
        provider === 'openai' ? await startOpenAiDouble({ apiKey: 'k' }) : await startAnthropicDouble({ apiKey: 'k' });
      const respond = (request: unknown) => modelAnswer(JSON.stringify(request));
      if (provider === 'openai') (double as OpenAiDouble).respondWith(respond);
      else (double as AnthropicDouble).respondWith(respond);
      const env: Record<string, string> =
        provider === 'openai'
          ? { AI_PROVIDER: 'openai', OPENAI_BASE_URL: double.baseUrl, OPENAI_API_KEY: 'k' }
          : { AI_PROVIDER: 'anthropic', ANTHROPIC_BASE_URL: double.baseUrl, ANTHROPIC_API_KEY: 'k' };
      t = await createTestApp({ runWorkers: true, env });
      limited = await createTestApp({ runWorkers: true, env: { ...env, AI_DAILY_LIMIT: '0' } });
    });
    afterAll(async () => {
      await t.close();
      await limited.close();
      await double.close();
    });

    test('the model writes the prose; the engine is recorded', async () => {
      const body = generatePlaybookResponseSchema.parse((await generate(t, '10.0.5.1')).json());
      const html = await contentOf(t, body, 'html');
      expect(html).toContain('MODEL-SUMMARY');
      expect((await readyRow(t, body.sopId)).engine).toBe(provider);
    });

    test('a failing model falls back to the offline engine, recorded as offline', async () => {
      double.failNext('unauthorized', 5);
      const body = generatePlaybookResponseSchema.parse((await generate(t, '10.0.5.2')).json());
      const html = await contentOf(t, body, 'html');
      expect(html).not.toContain('MODEL-SUMMARY');
      expect((await readyRow(t, body.sopId)).engine).toBe('offline');
    });

    test('AI_DAILY_LIMIT=0: offline, and the model is never called', async () => {
      const before = double.requests.length;
      const body = generatePlaybookResponseSchema.parse((await generate(limited, '10.0.5.3')).json());
      await contentOf(limited, body, 'html');
      expect((await readyRow(limited, body.sopId)).engine).toBe('offline');
      expect(double.requests.length).toBe(before);
    });
  });
}
