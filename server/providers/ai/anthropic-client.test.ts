import { describe, expect, it } from 'vitest';
import { startAnthropicDouble } from '../../../tests/doubles/anthropic-server.ts';
import {
  anthropicKey,
  baseOptions,
  failure,
  profile,
  recordingLogger,
  request,
} from '../../../tests/support/model-client-harness.ts';
import { createMemoryBudget } from './call-budget.ts';
import { createModelClient } from './create-model-client.ts';

describe('retry edge cases', () => {
  it('does not retry an Anthropic 429 for an exhausted spend limit, but retries 529 overloaded', async () => {
    const double = await startAnthropicDouble({ apiKey: anthropicKey });
    try {
      double.respondWith(() => profile);
      const client = createModelClient({
        ...baseOptions(createMemoryBudget(10), recordingLogger()),
        provider: 'anthropic',
        anthropic: { apiKey: anthropicKey, baseUrl: double.baseUrl, model: 'claude-3-haiku-20240307' },
      });
      double.failNext('spend-limit');
      expect(await failure(client!.generateObject(request))).toMatchObject({ reason: 'http', status: 429 });
      expect(double.requests.map((r) => r.status)).toEqual([429]);
      double.failNext('overloaded');
      await expect(client!.generateObject(request)).resolves.toEqual(profile);
      expect(double.requests.map((r) => r.status)).toEqual([429, 529, 200]);
    } finally {
      await double.close();
    }
  });
});
