import { afterEach, describe, expect, it } from 'vitest';
import {
  anthropicKey,
  baseOptions,
  failure,
  flavours,
  injection,
  profile,
  recordingLogger,
  request,
  system,
  type Harness,
} from '../../../tests/support/model-client-harness.ts';
import { createMemoryBudget, type CallBudget } from './call-budget.ts';
import { createModelClient, isStrictCompatible } from './create-model-client.ts';

describe.each(flavours)('$name', ({ start, structured }) => {
  let harness: Harness;
  afterEach(async () => {
    await harness.close();
  });

  it('returns the structured answer validated by the zod schema', async () => {
    harness = await start();
    harness.respondWith(profile);
    const result = await harness.client().generateObject(request);
    expect(result).toEqual(profile);
    expect(harness.requests()).toHaveLength(1);
    expect(harness.requests()[0]?.structured).toBe(structured);
  });

  it('passes the reviews only inside the user message and the instructions in the system slot', async () => {
    harness = await start();
    harness.respondWith(profile);
    await harness.client().generateObject(request);
    const [seen] = harness.requests();
    expect(seen?.userText).toContain(injection);
    expect(seen?.userText).toContain('<reviews>');
    expect(seen?.systemText).toContain(system);
    expect(seen?.systemText).not.toContain(injection);
  });

  it('gives up at once on 401, as an http failure', async () => {
    harness = await start();
    harness.respondWith(profile);
    harness.failNext('unauthorized');
    const error = await failure(harness.client().generateObject(request));
    expect(error.reason).toBe('http');
    expect(error.status).toBe(401);
    expect(harness.requests()).toHaveLength(1);
  });

  it('waits for retry-after on 429, then succeeds', async () => {
    harness = await start();
    harness.respondWith(profile);
    harness.failNext('rate-limited');
    const logger = recordingLogger();
    const result = await harness.client({ logger }).generateObject(request);
    expect(result).toEqual(profile);
    expect(harness.statuses()).toEqual([429, 200]);
    const retry = logger.lines.find((line) => line.msg === 'model call failed, retrying');
    expect(retry?.obj).toMatchObject({ status: 429, delayMs: 1000 });
  });

  it('retries 500 twice with backoff, then succeeds', async () => {
    harness = await start();
    harness.respondWith(profile);
    harness.failNext('server-error', 2);
    const logger = recordingLogger();
    const result = await harness.client({ logger }).generateObject(request);
    expect(result).toEqual(profile);
    expect(harness.statuses()).toEqual([500, 500, 200]);
    const delays = logger.lines
      .filter((line) => line.msg === 'model call failed, retrying')
      .map((line) => line.obj.delayMs);
    expect(delays).toEqual([20, 40]);
  });

  it('stops after maxRetries when the server keeps failing', async () => {
    harness = await start();
    harness.respondWith(profile);
    harness.failNext('server-error', 5);
    const error = await failure(harness.client().generateObject(request));
    expect(error.reason).toBe('http');
    expect(error.status).toBe(500);
    expect(error.attempts).toBe(3);
    expect(harness.requests()).toHaveLength(3);
  });

  it('reports output that is not JSON as invalid-output, without retrying', async () => {
    harness = await start();
    harness.respondWith(profile);
    harness.failNext('not-json');
    const error = await failure(harness.client().generateObject(request));
    expect(error.reason).toBe('invalid-output');
    expect(harness.requests()).toHaveLength(1);
  });

  it('reports JSON that does not match the schema as invalid-output', async () => {
    harness = await start();
    harness.respondWith(profile);
    harness.failNext('wrong-shape');
    const error = await failure(harness.client().generateObject(request));
    expect(error.reason).toBe('invalid-output');
  });

  it('reports a slow answer as a timeout at the deadline', async () => {
    harness = await start();
    harness.respondWith(profile);
    harness.failNext('slow');
    const error = await failure(harness.client().generateObject({ ...request, timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
    expect(harness.requests()).toHaveLength(1);
  });

  it('refuses without calling the model when the daily limit is reached', async () => {
    harness = await start();
    harness.respondWith(profile);
    const budget = createMemoryBudget(1);
    const client = harness.client({ budget });
    await client.generateObject(request);
    const error = await failure(client.generateObject(request));
    expect(error.reason).toBe('daily-limit');
    expect(harness.requests()).toHaveLength(1);
  });

  it('fails closed when the budget cannot be read', async () => {
    harness = await start();
    harness.respondWith(profile);
    const broken: CallBudget = { tryConsume: () => Promise.reject(new Error('database is down')) };
    const error = await failure(harness.client({ budget: broken }).generateObject(request));
    expect(error.reason).toBe('daily-limit');
    expect(harness.requests()).toHaveLength(0);
  });

  it('never repeats the API key, even when the server echoes it back', async () => {
    harness = await start();
    harness.respondWith(profile);
    const wrongKey = `${harness.key}-wrong-9f8e7d`;
    const logger = recordingLogger();
    const error = await failure(harness.client({ key: wrongKey, logger }).generateObject(request));
    expect(error.reason).toBe('http');
    expect(harness.requests()).toHaveLength(1);
    const everything = JSON.stringify({
      message: error.message,
      stack: error.stack,
      cause: String(error.cause),
      logs: logger.lines,
    });
    expect(everything).not.toContain(wrongKey);
    expect(everything).not.toContain(harness.key);
    expect(error.message).toContain('[redacted]');
  });
});

describe('createModelClient', () => {
  const budget = createMemoryBudget(10);

  it('gives no client for the offline engine', () => {
    expect(createModelClient({ ...baseOptions(budget, recordingLogger()), provider: 'offline' })).toBeNull();
  });

  it('gives no client for a hosted API without a key, and says why', () => {
    const logger = recordingLogger();
    expect(createModelClient({ ...baseOptions(budget, logger), provider: 'openai' })).toBeNull();
    expect(createModelClient({ ...baseOptions(budget, logger), provider: 'anthropic' })).toBeNull();
    expect(logger.lines.map((line) => line.level)).toEqual(['warn', 'warn']);
  });

  it('reports the provider and model it was built for', () => {
    const client = createModelClient({
      ...baseOptions(budget, recordingLogger()),
      provider: 'anthropic',
      anthropic: { apiKey: anthropicKey, model: 'claude-haiku-4-5' },
    });
    expect(client?.provider).toBe('anthropic');
    expect(client?.model).toBe('claude-haiku-4-5');
  });
});

describe('isStrictCompatible', () => {
  it('accepts schemas whose objects require every property and forbid others', () => {
    expect(
      isStrictCompatible({
        type: 'object',
        properties: {
          a: {
            type: 'array',
            items: {
              type: 'object',
              properties: { b: { type: 'string' } },
              required: ['b'],
              additionalProperties: false,
            },
          },
        },
        required: ['a'],
        additionalProperties: false,
      }),
    ).toBe(true);
  });

  it('rejects an optional property at any depth', () => {
    expect(
      isStrictCompatible({
        type: 'object',
        properties: {
          a: { type: 'object', properties: { b: { type: 'string' } }, required: [], additionalProperties: false },
        },
        required: ['a'],
        additionalProperties: false,
      }),
    ).toBe(false);
  });
});
