import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startOpenAiDouble, type OpenAiDouble } from '../../../tests/doubles/openai-server.ts';
import {
  baseOptions,
  failure,
  goodKey,
  profile,
  profileSchema,
  recordingLogger,
  request,
} from '../../../tests/support/model-client-harness.ts';
import { createMemoryBudget } from './call-budget.ts';
import { createModelClient } from './create-model-client.ts';

describe('OpenAI-compatible servers', () => {
  let double: OpenAiDouble;
  afterEach(async () => {
    await double.close();
  });

  it('works without a key at a non-OpenAI base URL, like Ollama, and sends max_tokens', async () => {
    double = await startOpenAiDouble({ apiKey: undefined, models: ['llama3.2'] });
    double.respondWith(() => profile);
    const client = createModelClient({
      ...baseOptions(createMemoryBudget(10), recordingLogger()),
      provider: 'openai',
      openai: { baseUrl: `${double.baseUrl}/`, model: 'llama3.2' },
    });
    const result = await client?.generateObject({ ...request, maxOutputTokens: 800 });
    expect(result).toEqual(profile);
    const [seen] = double.requests;
    expect(seen?.path).toBe('/v1/chat/completions');
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.body?.max_tokens).toBe(800);
    expect(seen?.body?.response_format?.type).toBe('json_schema');
  });

  it('asks for strict decoding only when the schema allows it (optional fields are refused in strict mode)', async () => {
    double = await startOpenAiDouble({ apiKey: goodKey });
    const withOptional = profileSchema.extend({ signOff: z.string().optional() });
    double.respondWith(() => ({ ...profile, signOff: '— Jake' }));
    const client = createModelClient({
      ...baseOptions(createMemoryBudget(10), recordingLogger()),
      provider: 'openai',
      openai: { apiKey: goodKey, baseUrl: double.baseUrl, model: 'gpt-4o-mini', api: 'openai' },
    });
    await expect(client?.generateObject({ ...request, schema: withOptional })).resolves.toMatchObject({
      signOff: '— Jake',
    });
    await client?.generateObject(request);
    const strictFlags = double.requests.map((r) =>
      r.body?.response_format?.type === 'json_schema' ? r.body.response_format.json_schema.strict : undefined,
    );
    expect(strictFlags).toEqual([false, true]);
    expect(double.requests.map((r) => r.status)).toEqual([200, 200]);
  });

  it('accepts a vLLM-style string error body and still classifies by status', async () => {
    double = await startOpenAiDouble({ apiKey: 'token-abc123', flavour: 'vllm' });
    double.respondWith(() => profile);
    const client = createModelClient({
      ...baseOptions(createMemoryBudget(10), recordingLogger()),
      provider: 'openai',
      openai: { apiKey: 'token-wrong', baseUrl: double.baseUrl, model: 'served-model' },
    });
    const error = await failure(client!.generateObject(request));
    expect(error).toMatchObject({ reason: 'http', status: 401 });
  });
});

describe('retry edge cases', () => {
  it('does not retry a 429 that says the quota is exhausted', async () => {
    const double = await startOpenAiDouble({ apiKey: goodKey });
    try {
      double.respondWith(() => profile);
      double.failNext('quota-exceeded');
      const client = createModelClient({
        ...baseOptions(createMemoryBudget(10), recordingLogger()),
        provider: 'openai',
        openai: { apiKey: goodKey, baseUrl: double.baseUrl, model: 'gpt-4o-mini' },
      });
      const error = await failure(client!.generateObject(request));
      expect(error).toMatchObject({ reason: 'http', status: 429 });
      expect(double.requests).toHaveLength(1);
    } finally {
      await double.close();
    }
  });

  it('gives up at once when the server asks to wait past the deadline', async () => {
    const double = await startOpenAiDouble({ apiKey: goodKey, retryAfterSeconds: 5 });
    try {
      double.respondWith(() => profile);
      double.failNext('rate-limited');
      const client = createModelClient({
        ...baseOptions(createMemoryBudget(10), recordingLogger()),
        provider: 'openai',
        timeoutMs: 1_000,
        openai: { apiKey: goodKey, baseUrl: double.baseUrl, model: 'gpt-4o-mini' },
      });
      const error = await failure(client!.generateObject(request));
      expect(error).toMatchObject({ reason: 'http', status: 429, attempts: 1 });
      expect(error.message).toContain('deadline');
      expect(double.requests).toHaveLength(1);
    } finally {
      await double.close();
    }
  });

  it('reports an unreachable server as a network failure after retrying', async () => {
    const double = await startOpenAiDouble({ apiKey: goodKey });
    const baseUrl = double.baseUrl;
    await double.close();
    const client = createModelClient({
      ...baseOptions(createMemoryBudget(10), recordingLogger()),
      provider: 'openai',
      openai: { apiKey: goodKey, baseUrl, model: 'gpt-4o-mini' },
    });
    const error = await failure(client!.generateObject(request));
    expect(error).toMatchObject({ reason: 'network', attempts: 3 });
  });

  it('reports a response that is not a chat.completion as invalid-output', async () => {
    const double = await startOpenAiDouble({ apiKey: goodKey });
    try {
      double.respondWith(() => profile);
      double.failNext('broken-body');
      const client = createModelClient({
        ...baseOptions(createMemoryBudget(10), recordingLogger()),
        provider: 'openai',
        openai: { apiKey: goodKey, baseUrl: double.baseUrl, model: 'gpt-4o-mini' },
      });
      expect(await failure(client!.generateObject(request))).toMatchObject({ reason: 'invalid-output' });
    } finally {
      await double.close();
    }
  });
});
