import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  generateText,
  InvalidResponseDataError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  tool,
  TypeValidationError,
  zodSchema,
  type LanguageModel,
} from 'ai';
import { z } from 'zod';
import type { CallBudget } from './call-budget.ts';
import {
  type GenerateObjectRequest,
  type ModelClient,
  type ModelUnavailableReason,
  ModelUnavailableError,
} from './model-client.ts';
import { defaultRetryTiming, isRetryableStatus, retryDelayMs, type RetryTiming } from './retry-policy.ts';

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

/** How one attempt is made: the SDK call, and how to turn its result into the caller's object. */
type Attempt = <T>(request: GenerateObjectRequest<T>, abortSignal: AbortSignal) => Promise<T>;

/**
 * The model client for AI_PROVIDER, or null for `offline` (the offline engine then serves)
 * and when the configuration cannot work (a hosted API without a key), which is logged.
 */
export function createModelClient(options: ModelClientOptions): ModelClient | null {
  if (options.provider === 'offline') return null;
  const logger = options.logger;
  const secrets: string[] = [];

  let attempt: Attempt;
  let provider: 'openai' | 'anthropic';
  let model: string;

  if (options.provider === 'openai') {
    const { apiKey, model: modelId } = options.openai;
    const baseUrl = trimTrailingSlash(options.openai.baseUrl ?? defaultOpenAiBaseUrl);
    const official = isHost(baseUrl, 'api.openai.com');
    const api = options.openai.api ?? 'auto';
    const useOpenAiProvider = api === 'openai' || (api === 'auto' && official);
    if (apiKey !== undefined && apiKey !== '') secrets.push(apiKey);
    if (useOpenAiProvider && (apiKey === undefined || apiKey === '')) {
      logger?.warn({ provider: 'openai', baseUrl }, 'OpenAI selected without an API key: using the offline engine');
      return null;
    }
    provider = 'openai';
    model = modelId;
    if (useOpenAiProvider) {
      // Chat Completions, not the Responses API that openai(model) would pick: it is the protocol every
      // OpenAI-compatible server and our double speak.
      const languageModel = createOpenAI({ apiKey, baseURL: baseUrl }).chat(modelId);
      attempt = (request, abortSignal) => schemaAttempt(languageModel, request, abortSignal, 'openai');
    } else {
      const mode = options.openai.structuredOutput ?? 'json-schema';
      // Local servers (Ollama) ignore the key; without one the provider sends no Authorization header.
      const languageModel = createOpenAICompatible({
        name: 'compatible',
        baseURL: baseUrl,
        apiKey: apiKey === '' ? undefined : apiKey,
        supportsStructuredOutputs: mode === 'json-schema',
      }).chatModel(modelId);
      attempt =
        mode === 'json-schema'
          ? (request, abortSignal) => schemaAttempt(languageModel, request, abortSignal, 'compatible')
          : mode === 'json-object'
            ? (request, abortSignal) => jsonModeAttempt(languageModel, request, abortSignal)
            : (request, abortSignal) => toolAttempt(languageModel, request, abortSignal);
    }
  } else {
    const { apiKey, model: modelId } = options.anthropic;
    const baseUrl = trimTrailingSlash(options.anthropic.baseUrl ?? defaultAnthropicBaseUrl);
    if (apiKey === undefined || apiKey === '') {
      logger?.warn(
        { provider: 'anthropic', baseUrl },
        'Anthropic selected without an API key: using the offline engine',
      );
      return null;
    }
    secrets.push(apiKey);
    provider = 'anthropic';
    model = modelId;
    const mode = options.anthropic.structuredOutput ?? (isHost(baseUrl, 'api.anthropic.com') ? 'auto' : 'json-tool');
    const languageModel = createAnthropic({ apiKey, baseURL: baseUrl })(modelId);
    attempt = (request, abortSignal) =>
      schemaAttempt(languageModel, request, abortSignal, 'anthropic', {
        anthropic: { structuredOutputMode: mode === 'json-tool' ? 'jsonTool' : 'auto' },
      });
  }

  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const maxRetries = options.maxRetries ?? defaultMaxRetries;
  const timing: RetryTiming = { ...defaultRetryTiming, ...options.retryTiming };
  const now = options.now ?? (() => new Date());
  const redact = (text: string): string => redactSecrets(text, secrets);

  return {
    provider,
    model,
    async generateObject<T>(request: GenerateObjectRequest<T>): Promise<T> {
      const context = { task: request.task, provider, model };
      let allowed: boolean;
      try {
        allowed = await options.budget.tryConsume(request.task, now());
      } catch (error) {
        // Fail closed: a budget we cannot read must not turn into unlimited spending.
        logger?.warn({ ...context, error: errorMessage(error) }, 'could not check the daily model-call budget');
        throw new ModelUnavailableError('The daily model-call budget could not be checked', 'daily-limit', {
          attempts: 0,
        });
      }
      if (!allowed) {
        logger?.info(context, 'daily model-call limit reached: not calling the model');
        throw new ModelUnavailableError('The daily model-call limit (AI_DAILY_LIMIT) is reached', 'daily-limit', {
          attempts: 0,
        });
      }
      const deadlineMs = request.timeoutMs ?? timeoutMs;
      const deadline = AbortSignal.timeout(deadlineMs);
      const startedAt = Date.now();
      let attempts = 0;
      for (;;) {
        attempts += 1;
        try {
          const value = await attempt(request, deadline);
          logger?.info({ ...context, attempts, ms: Date.now() - startedAt }, 'model call succeeded');
          return value;
        } catch (error) {
          const failure = classifyFailure(error, deadline, deadlineMs, redact);
          const fail = (message: string): ModelUnavailableError => {
            logger?.warn({ ...context, attempts, reason: failure.reason, status: failure.status }, message);
            return new ModelUnavailableError(message, failure.reason, { status: failure.status, attempts });
          };
          if (!failure.retryable || attempts > maxRetries) {
            throw fail(attempts > 1 ? `${failure.message} (after ${attempts} attempts)` : failure.message);
          }
          const delayMs = retryDelayMs(attempts, failure.headers, now(), timing);
          const remainingMs = deadlineMs - (Date.now() - startedAt);
          if (delayMs >= remainingMs) {
            throw fail(`${failure.message}; the retry wait of ${Math.round(delayMs)} ms would pass the deadline`);
          }
          logger?.warn(
            { ...context, attempts, reason: failure.reason, status: failure.status, delayMs },
            'model call failed, retrying',
          );
          try {
            await sleep(delayMs, deadline);
          } catch {
            throw new ModelUnavailableError(`The model call timed out after ${deadlineMs} ms`, 'timeout', {
              status: failure.status,
              attempts,
            });
          }
        }
      }
    },
  };
}

/** The SDK's own structured output: JSON schema response format (OpenAI) or JSON tool / output format (Anthropic). */
async function schemaAttempt<T>(
  languageModel: LanguageModel,
  request: GenerateObjectRequest<T>,
  abortSignal: AbortSignal,
  flavour: 'openai' | 'compatible' | 'anthropic',
  providerOptions: Record<string, Record<string, string | boolean>> = {},
): Promise<T> {
  const schema = zodSchema(request.schema);
  const options = { ...providerOptions };
  if (flavour !== 'anthropic') {
    // OpenAI's strict mode refuses schemas with optional properties (400 "Invalid schema"): ask for strict
    // decoding only when the caller's schema allows it, and let zod validate either way.
    options[flavour] = { strictJsonSchema: isStrictCompatible(await schema.jsonSchema) };
  }
  const result = await generateText({
    model: languageModel,
    system: request.system,
    prompt: request.prompt,
    output: Output.object({ schema, name: outputName(request.task) }),
    maxOutputTokens: request.maxOutputTokens,
    maxRetries: 0,
    abortSignal,
    providerOptions: options,
  });
  return result.output;
}

/** Legacy JSON mode: the server only promises JSON, so the schema travels in the system prompt. */
async function jsonModeAttempt<T>(
  languageModel: LanguageModel,
  request: GenerateObjectRequest<T>,
  abortSignal: AbortSignal,
): Promise<T> {
  const jsonSchema = await zodSchema(request.schema).jsonSchema;
  const result = await generateText({
    model: languageModel,
    system: `${request.system}\n\nAnswer with one JSON object, and nothing else, that matches this JSON Schema:\n${JSON.stringify(jsonSchema)}`,
    prompt: request.prompt,
    output: Output.json({ name: outputName(request.task) }),
    maxOutputTokens: request.maxOutputTokens,
    maxRetries: 0,
    abortSignal,
  });
  return validateOutput(request.schema, result.output);
}

/** Tool calling: the answer is the arguments of one forced function call. */
async function toolAttempt<T>(
  languageModel: LanguageModel,
  request: GenerateObjectRequest<T>,
  abortSignal: AbortSignal,
): Promise<T> {
  const name = outputName(request.task);
  const result = await generateText({
    model: languageModel,
    system: request.system,
    prompt: request.prompt,
    tools: {
      [name]: tool({ description: 'Give the answer as the arguments of this call.', inputSchema: request.schema }),
    },
    toolChoice: { type: 'tool', toolName: name },
    maxOutputTokens: request.maxOutputTokens,
    maxRetries: 0,
    abortSignal,
  });
  const call = result.toolCalls.find((candidate) => candidate.toolName === name);
  if (call === undefined) throw new InvalidOutput('the model did not call the answer tool');
  return validateOutput(request.schema, call.input);
}

class InvalidOutput extends Error {}

function validateOutput<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InvalidOutput(`response did not match schema: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

interface Failure {
  reason: ModelUnavailableReason;
  message: string;
  retryable: boolean;
  status?: number;
  headers?: Record<string, string>;
}

function classifyFailure(
  error: unknown,
  deadline: AbortSignal,
  deadlineMs: number,
  redact: (text: string) => string,
): Failure {
  if (deadline.aborted) {
    return { reason: 'timeout', message: `The model call timed out after ${deadlineMs} ms`, retryable: false };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) {
      return {
        reason: 'network',
        message: `The model API could not be reached: ${redact(error.message)}`,
        retryable: error.isRetryable,
      };
    }
    if (status >= 200 && status < 300) {
      return {
        reason: 'invalid-output',
        message: `The model API sent an unreadable response: ${redact(error.message)}`,
        retryable: false,
        status,
      };
    }
    return {
      reason: 'http',
      message: `The model API answered HTTP ${status}: ${truncate(redact(error.message), 300)}`,
      retryable: isRetryableStatus(status, error.responseBody),
      status,
      headers: error.responseHeaders,
    };
  }
  if (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error) ||
    error instanceof InvalidOutput
  ) {
    return {
      reason: 'invalid-output',
      message: `The model gave no usable answer: ${truncate(redact(errorMessage(error)), 300)}`,
      retryable: false,
    };
  }
  return {
    reason: 'network',
    message: `The model call failed: ${truncate(redact(errorMessage(error)), 300)}`,
    retryable: false,
  };
}

/** OpenAI strict structured outputs need every property required and no extra properties, at every level. */
export function isStrictCompatible(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.every(isStrictCompatible);
  if (typeof schema !== 'object' || schema === null) return true;
  const node = schema as Record<string, unknown>;
  const properties = node.properties;
  if (typeof properties === 'object' && properties !== null) {
    const required = Array.isArray(node.required) ? node.required : [];
    if (Object.keys(properties).some((key) => !required.includes(key))) return false;
    if (node.additionalProperties !== false) return false;
  }
  return Object.values(node).every(isStrictCompatible);
}

/** OpenAI's json_schema name allows a-zA-Z0-9_- and at most 64 characters. */
function outputName(task: string): string {
  const cleaned = task.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 64);
  return cleaned === '' ? 'response' : cleaned;
}

function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 4) result = result.split(secret).join('[redacted]');
  }
  return result;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
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

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
