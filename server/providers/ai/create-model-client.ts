import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { retryAfterFromHeaders, RetryableError, withRetry } from '#server/providers/http-retry.ts';
import type { CallBudget } from './call-budget.ts';
import { type Attempt, jsonModeAttempt, schemaAttempt, toolAttempt } from './model-attempts.ts';
import { type GenerateObjectRequest, type ModelClient, ModelUnavailableError } from './model-client.ts';
import {
  classifyFailure,
  defaultRetryTiming,
  errorMessage,
  type Failure,
  redactSecrets,
  type RetryTiming,
} from './model-failure.ts';

export { isStrictCompatible } from './model-attempts.ts';

export interface ModelClientLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
  info(obj: Record<string, unknown>, msg: string): void;
}

/**
 * How structured output is asked of an OpenAI-compatible server:
 * - `json-schema`: `response_format: {type: "json_schema"}` (OpenAI, llama.cpp, recent vLLM and Ollama);
 * - `json-object`: legacy JSON mode plus the schema spelled out in the system prompt (older servers);
 * - `tool`: one forced function call whose arguments are the answer (servers with tools but no JSON mode).
 * Whatever the mode, the answer is validated by the caller's zod schema.
 */
export type OpenAiStructuredOutput = 'json-schema' | 'json-object' | 'tool';

/**
 * How structured output is asked of Anthropic: `auto` is the AI SDK's default (native
 * `output_config.format` for models that support it, else its forced `json` tool); `json-tool` always
 * uses the tool, which every Messages-API server understands (proxies, llama.cpp's Anthropic endpoint).
 */
export type AnthropicStructuredOutput = 'auto' | 'json-tool';

export interface ModelClientOptions {
  provider: 'offline' | 'openai' | 'anthropic';
  openai: {
    apiKey?: string;
    /** Default https://api.openai.com/v1. Any other host is treated as an OpenAI-compatible server. */
    baseUrl?: string;
    model: string;
    /** `auto` (default): OpenAI's own provider for api.openai.com, the OpenAI-compatible one elsewhere. */
    api?: 'auto' | 'openai' | 'compatible';
    /** Only for OpenAI-compatible servers; default `json-schema`. */
    structuredOutput?: OpenAiStructuredOutput;
  };
  anthropic: {
    apiKey?: string;
    /** Default https://api.anthropic.com/v1. */
    baseUrl?: string;
    model: string;
    /** Default `auto` on api.anthropic.com, `json-tool` on any other host. */
    structuredOutput?: AnthropicStructuredOutput;
  };
  /** Overall deadline per call, retries included. Default 20 000 ms. */
  timeoutMs?: number;
  /** Retries after the first attempt, for 429, 5xx and network errors. Default 2. */
  maxRetries?: number;
  budget: CallBudget;
  logger?: ModelClientLogger;
  /** Backoff when the server sends no retry-after, and the cap on any wait. Default 500 ms doubling, 10 s cap. */
  retryTiming?: Partial<RetryTiming>;
  /** Clock for the daily budget; default the system clock. */
  now?: () => Date;
}

export const defaultOpenAiBaseUrl = 'https://api.openai.com/v1';
export const defaultAnthropicBaseUrl = 'https://api.anthropic.com/v1';
const defaultTimeoutMs = 20_000;
const defaultMaxRetries = 2;

/** The provider chosen by the options: what it is called, how one attempt is made, and the secrets to redact. */
interface ProviderSetup {
  provider: 'openai' | 'anthropic';
  model: string;
  attempt: Attempt;
  secrets: string[];
}

/**
 * The model client for AI_PROVIDER, or null for `offline` (the offline engine then serves)
 * and when the configuration cannot work (a hosted API without a key), which is logged.
 */
export function createModelClient(options: ModelClientOptions): ModelClient | null {
  if (options.provider === 'offline') return null;
  const setup = options.provider === 'openai' ? openAiSetup(options) : anthropicSetup(options);
  if (setup === null) return null;
  const settings: CallSettings = {
    setup,
    budget: options.budget,
    logger: options.logger,
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    maxRetries: options.maxRetries ?? defaultMaxRetries,
    timing: { ...defaultRetryTiming, ...options.retryTiming },
    now: options.now ?? (() => new Date()),
    redact: (text) => redactSecrets(text, setup.secrets),
  };
  return {
    provider: setup.provider,
    model: setup.model,
    generateObject: (request) => generateObject(settings, request),
  };
}

function openAiSetup(options: ModelClientOptions): ProviderSetup | null {
  const { apiKey, model } = options.openai;
  const baseUrl = trimTrailingSlash(options.openai.baseUrl ?? defaultOpenAiBaseUrl);
  const api = options.openai.api ?? 'auto';
  const useOpenAiProvider = api === 'openai' || (api === 'auto' && isHost(baseUrl, 'api.openai.com'));
  const secrets = apiKey !== undefined && apiKey !== '' ? [apiKey] : [];
  if (useOpenAiProvider && secrets.length === 0) {
    options.logger?.warn(
      { provider: 'openai', baseUrl },
      'OpenAI selected without an API key: using the offline engine',
    );
    return null;
  }
  if (useOpenAiProvider) {
    // Chat Completions, not the Responses API that openai(model) would pick: it is the protocol every
    // OpenAI-compatible server and our double speak.
    const languageModel = createOpenAI({ apiKey, baseURL: baseUrl }).chat(model);
    return {
      provider: 'openai',
      model,
      secrets,
      attempt: (request, abortSignal) => schemaAttempt(languageModel, request, abortSignal, 'openai'),
    };
  }
  const mode = options.openai.structuredOutput ?? 'json-schema';
  // Local servers (Ollama) ignore the key; without one the provider sends no Authorization header.
  const languageModel = createOpenAICompatible({
    name: 'compatible',
    baseURL: baseUrl,
    apiKey: apiKey === '' ? undefined : apiKey,
    supportsStructuredOutputs: mode === 'json-schema',
  }).chatModel(model);
  const attempt: Attempt =
    mode === 'json-schema'
      ? (request, abortSignal) => schemaAttempt(languageModel, request, abortSignal, 'compatible')
      : mode === 'json-object'
        ? (request, abortSignal) => jsonModeAttempt(languageModel, request, abortSignal)
        : (request, abortSignal) => toolAttempt(languageModel, request, abortSignal);
  return { provider: 'openai', model, secrets, attempt };
}

function anthropicSetup(options: ModelClientOptions): ProviderSetup | null {
  const { apiKey, model } = options.anthropic;
  const baseUrl = trimTrailingSlash(options.anthropic.baseUrl ?? defaultAnthropicBaseUrl);
  if (apiKey === undefined || apiKey === '') {
    options.logger?.warn(
      { provider: 'anthropic', baseUrl },
      'Anthropic selected without an API key: using the offline engine',
    );
    return null;
  }
  const mode = options.anthropic.structuredOutput ?? (isHost(baseUrl, 'api.anthropic.com') ? 'auto' : 'json-tool');
  const languageModel = createAnthropic({ apiKey, baseURL: baseUrl })(model);
  return {
    provider: 'anthropic',
    model,
    secrets: [apiKey],
    attempt: (request, abortSignal) =>
      schemaAttempt(languageModel, request, abortSignal, 'anthropic', {
        anthropic: { structuredOutputMode: mode === 'json-tool' ? 'jsonTool' : 'auto' },
      }),
  };
}

interface CallSettings {
  setup: ProviderSetup;
  budget: CallBudget;
  logger: ModelClientLogger | undefined;
  timeoutMs: number;
  maxRetries: number;
  timing: RetryTiming;
  now: () => Date;
  redact: (text: string) => string;
}

/** A failure that another attempt will not fix. */
class FinalFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

async function generateObject<T>(settings: CallSettings, request: GenerateObjectRequest<T>): Promise<T> {
  const { setup, logger, timing } = settings;
  const context = { task: request.task, provider: setup.provider, model: setup.model };
  await checkBudget(settings, request.task, context);
  const deadlineMs = request.timeoutMs ?? settings.timeoutMs;
  const deadline = AbortSignal.timeout(deadlineMs);
  const startedAt = Date.now();
  let attempts = 0;
  let last: Failure | undefined;
  const fail = (failure: Failure, message: string): ModelUnavailableError => {
    logger?.warn({ ...context, attempts, reason: failure.reason, status: failure.status }, message);
    return new ModelUnavailableError(message, failure.reason, { status: failure.status, attempts });
  };
  const afterAttempts = (message: string) => (attempts > 1 ? `${message} (after ${attempts} attempts)` : message);
  try {
    const value = await withRetry(
      async (number) => {
        attempts = number;
        try {
          return await setup.attempt(request, deadline);
        } catch (error) {
          last = classifyFailure(error, deadline, deadlineMs, settings.redact);
          if (!last.retryable) throw new FinalFailure(last);
          const asked = retryAfterFromHeaders(last.headers, settings.now());
          throw new RetryableError(last, asked === undefined ? undefined : Math.min(asked, timing.maxDelayMs));
        }
      },
      {
        maxAttempts: settings.maxRetries + 1,
        baseDelayMs: timing.baseDelayMs,
        maxDelayMs: timing.maxDelayMs,
        timeLeftMs: () => deadlineMs - (Date.now() - startedAt),
        signal: deadline,
        onRetry: ({ attempt, failure, delayMs }) => {
          const { reason, status } = failure as Failure;
          logger?.warn({ ...context, attempts: attempt, reason, status, delayMs }, 'model call failed, retrying');
        },
        giveUp: (failure, { reason, delayMs }) => {
          const { message } = failure as Failure;
          return reason === 'deadline'
            ? fail(
                failure as Failure,
                `${message}; the retry wait of ${Math.round(delayMs ?? 0)} ms would pass the deadline`,
              )
            : fail(failure as Failure, afterAttempts(message));
        },
      },
    );
    logger?.info({ ...context, attempts, ms: Date.now() - startedAt }, 'model call succeeded');
    return value;
  } catch (error) {
    if (error instanceof FinalFailure) throw fail(error.failure, afterAttempts(error.failure.message));
    if (!(error instanceof ModelUnavailableError) && deadline.aborted) {
      // The deadline passed during the wait before a retry.
      throw new ModelUnavailableError(`The model call timed out after ${deadlineMs} ms`, 'timeout', {
        status: last?.status,
        attempts,
      });
    }
    throw error;
  }
}

/** Consumes one call of the daily budget, or throws 'daily-limit'; a budget that cannot be read refuses too. */
async function checkBudget(settings: CallSettings, task: string, context: Record<string, unknown>): Promise<void> {
  let allowed: boolean;
  try {
    allowed = await settings.budget.tryConsume(task, settings.now());
  } catch (error) {
    // Fail closed: a budget we cannot read must not turn into unlimited spending.
    settings.logger?.warn({ ...context, error: errorMessage(error) }, 'could not check the daily model-call budget');
    throw new ModelUnavailableError('The daily model-call budget could not be checked', 'daily-limit', {
      attempts: 0,
    });
  }
  if (!allowed) {
    settings.logger?.info(context, 'daily model-call limit reached: not calling the model');
    throw new ModelUnavailableError('The daily model-call limit (AI_DAILY_LIMIT) is reached', 'daily-limit', {
      attempts: 0,
    });
  }
}

function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function isHost(url: string, host: string): boolean {
  try {
    return new URL(url).hostname === host;
  } catch {
    return false;
  }
}
