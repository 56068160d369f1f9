/**
 * Protocol double for the OpenAI Chat Completions API (and the OpenAI-compatible servers that copy it:
 * Ollama, vLLM, llama.cpp).
 *
 * A node:http server on 127.0.0.1 that answers `POST /v1/chat/completions` the way the real API does:
 * Bearer authentication, request validation, `chat.completion` objects with `content` or `tool_calls`,
 * Structured Outputs (`response_format: json_schema`, strict-schema rules), legacy JSON mode, and the
 * documented error bodies. Tests program the answer (`respondWith`) and script failures (`failNext`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forcedToolName, validate, type ChatCompletionRequest } from './openai-request-validation.ts';

export type { ChatCompletionRequest, ChatMessage, ChatTool } from './openai-request-validation.ts';

export interface RecordedOpenAiRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body (undefined when the body was not JSON). */
  body: ChatCompletionRequest | undefined;
  /** What the double answered: an HTTP status. */
  status: number;
  /** Milliseconds since the double started, when the request arrived. */
  receivedAtMs: number;
}

/** The structured object the model "produces" for a request; it is JSON-encoded into content or tool call arguments. */
export type OpenAiResponder = (request: ChatCompletionRequest) => unknown;

export type OpenAiFailureKind =
  /** 401 invalid_api_key, whatever the key. */
  | 'unauthorized'
  /** 429 rate_limit_exceeded with `retry-after` (seconds). */
  | 'rate-limited'
  /** 429 insufficient_quota: documented as not to be retried. */
  | 'quota-exceeded'
  /** 500 server_error. */
  | 'server-error'
  /** 503 overloaded with `retry-after`. */
  | 'overloaded'
  /** 200, but the content (or tool arguments) is not JSON. */
  | 'not-json'
  /** 200, valid JSON that does not match the requested schema. */
  | 'wrong-shape'
  /** 200 after `slowMs`: longer than any sensible client deadline. */
  | 'slow'
  /** 200 with a body that is not a chat.completion object at all. */
  | 'broken-body';

export interface OpenAiDoubleOptions {
  /** The key the server accepts; undefined accepts any request, even without Authorization (like Ollama). */
  apiKey?: string | undefined;
  /** When set, unknown models get 404 like Ollama/vLLM. */
  models?: string[];
  /** `retry-after` seconds sent with 429 and 503. Default 1. */
  retryAfterSeconds?: number;
  /** Delay of the `slow` failure. Default 30 000 ms. */
  slowMs?: number;
  /** Path prefix the API lives under. Default `/v1`. */
  basePath?: string;
  /**
   * Echo the whole presented key in 401 messages, like a careless gateway would (OpenAI itself masks
   * it), so tests can prove the client never repeats a key it is sent back.
   */
  echoKeyInErrors?: boolean;
  /** `vllm` answers a bad token with vLLM's bare `{"error":"Unauthorized"}`. */
  flavour?: 'openai' | 'vllm';
}

export interface OpenAiDouble {
  /** Base URL to give the client, e.g. http://127.0.0.1:4321/v1. */
  baseUrl: string;
  requests: RecordedOpenAiRequest[];
  respondWith(responder: OpenAiResponder): void;
  /** The next `count` (default 1) chat requests that pass authentication and validation fail this way. */
  failNext(kind: OpenAiFailureKind, count?: number): void;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  payload: unknown;
  headers?: Record<string, string>;
}

/**
 * The request OpenAI would work on, or its refusal of a wrong path, method, key, body or parameter (in that order).
 */
function accepted(
  req: IncomingMessage,
  path: string,
  body: ChatCompletionRequest | undefined,
  options: OpenAiDoubleOptions,
  apiKey: string | undefined,
  basePath: string,
): { refused: Reply } | { request: ChatCompletionRequest } {
  const refused = refusal(req, path, body, options, apiKey, basePath);
  return refused === undefined && body !== undefined ? { request: body } : { refused: refused ?? badJson };
}

const badJson: Reply = {
  status: 400,
  payload: errorBody('We could not parse the JSON body of your request.', 'invalid_request_error', null),
};

function refusal(
  req: IncomingMessage,
  path: string,
  body: ChatCompletionRequest | undefined,
  options: OpenAiDoubleOptions,
  apiKey: string | undefined,
  basePath: string,
): Reply | undefined {
  if (path !== `${basePath}/chat/completions`) {
    return {
      status: 404,
      payload: errorBody(`Invalid URL (${req.method ?? ''} ${path})`, 'invalid_request_error', null),
    };
  }
  if (req.method !== 'POST') {
    return { status: 405, payload: errorBody(`Method ${req.method ?? ''} not allowed`, 'invalid_request_error', null) };
  }
  if (apiKey !== undefined) {
    const unauthorized = keyRefusal(req, options, apiKey);
    if (unauthorized !== undefined) return unauthorized;
  }
  if (body === undefined) return badJson;
  const invalid = validate(body, options.models);
  if (invalid !== undefined) {
    return {
      status: invalid.status,
      payload: errorBody(invalid.message, 'invalid_request_error', invalid.param, invalid.code),
    };
  }
  return undefined;
}

/** A missing or wrong API key, as OpenAI (or vLLM, with --api-key) answers it. */
function keyRefusal(req: IncomingMessage, options: OpenAiDoubleOptions, apiKey: string): Reply | undefined {
  if (options.flavour === 'vllm' && req.headers.authorization !== `Bearer ${apiKey}`) {
    return { status: 401, payload: { error: 'Unauthorized' } };
  }
  const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (presented === undefined) {
    return {
      status: 401,
      payload: errorBody(
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
        'invalid_request_error',
        null,
      ),
    };
  }
  if (presented !== apiKey) {
    return {
      status: 401,
      payload:
        options.flavour === 'vllm'
          ? { error: 'Unauthorized' }
          : invalidKeyBody(presented, options.echoKeyInErrors === true),
    };
  }
  return undefined;
}

/** The answer of a failure the test queued that OpenAI gives without looking at the request ('slow' and the broken answers are not). */
function cannedFailure(
  failure: OpenAiFailureKind,
  body: ChatCompletionRequest,
  presentedKey: string,
  options: OpenAiDoubleOptions,
  retryAfterSeconds: number,
): Reply | undefined {
  switch (failure) {
    case 'unauthorized':
      return { status: 401, payload: invalidKeyBody(presentedKey, options.echoKeyInErrors === true) };
    case 'rate-limited':
      return {
        status: 429,
        payload: errorBody(
          `Rate limit reached for ${body.model} in organization org-double on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in ${retryAfterSeconds}s.`,
          'requests',
          null,
          'rate_limit_exceeded',
        ),
        headers: {
          'retry-after': String(retryAfterSeconds),
          'x-ratelimit-limit-requests': '3',
          'x-ratelimit-remaining-requests': '0',
          'x-ratelimit-reset-requests': `${retryAfterSeconds}s`,
        },
      };
    case 'quota-exceeded':
      return {
        status: 429,
        payload: errorBody(
          'You exceeded your current quota, please check your plan and billing details.',
          'insufficient_quota',
          null,
          'insufficient_quota',
        ),
      };
    case 'server-error':
      return {
        status: 500,
        payload: errorBody(
          'The server had an error while processing your request. Sorry about that!',
          'server_error',
          null,
        ),
      };
    case 'overloaded':
      return {
        status: 503,
        payload: errorBody('The engine is currently overloaded, please try again later.', 'server_error', null),
        headers: { 'retry-after': String(retryAfterSeconds) },
      };
    default:
      return undefined;
  }
}

/** A chat completion carrying `text`: as the message, or as the arguments of the tool the request forced. */
function completion(body: ChatCompletionRequest, text: string, sequence: number): unknown {
  const forcedTool = forcedToolName(body);
  const message =
    forcedTool === undefined
      ? { role: 'assistant', content: text, refusal: null }
      : {
          role: 'assistant',
          content: null,
          refusal: null,
          tool_calls: [
            { id: `call_double${sequence}`, type: 'function', function: { name: forcedTool, arguments: text } },
          ],
        };
  const promptTokens = Math.ceil(JSON.stringify(body.messages).length / 4);
  const completionTokens = Math.ceil(text.length / 4);
  return {
    id: `chatcmpl-double${sequence}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    system_fingerprint: 'fp_double',
    choices: [{ index: 0, message, logprobs: null, finish_reason: forcedTool === undefined ? 'stop' : 'tool_calls' }],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}

export async function startOpenAiDouble(options: OpenAiDoubleOptions = {}): Promise<OpenAiDouble> {
  const apiKey = 'apiKey' in options ? options.apiKey : 'sk-test-double-key';
  const basePath = options.basePath ?? '/v1';
  const retryAfterSeconds = options.retryAfterSeconds ?? 1;
  const slowMs = options.slowMs ?? 30_000;
  const startedAt = Date.now();
  const requests: RecordedOpenAiRequest[] = [];
  const failures: OpenAiFailureKind[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let responder: OpenAiResponder | undefined;
  let sequence = 0;

  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let parsed: ChatCompletionRequest | undefined;
    try {
      parsed = raw === '' ? undefined : (JSON.parse(raw) as ChatCompletionRequest);
    } catch {
      parsed = undefined;
    }
    const record: RecordedOpenAiRequest = {
      method: req.method ?? '',
      path,
      headers: { ...req.headers },
      body: parsed,
      status: 0,
      receivedAtMs: Date.now() - startedAt,
    };
    requests.push(record);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
      record.status = status;
      sendJson(res, status, payload, headers);
    };

    const checked = accepted(req, path, parsed, options, apiKey, basePath);
    if ('refused' in checked) {
      send(checked.refused.status, checked.refused.payload, checked.refused.headers);
      return;
    }
    const body = checked.request;

    const failure = failures.shift();
    const presentedKey = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const canned =
      failure === undefined ? undefined : cannedFailure(failure, body, presentedKey, options, retryAfterSeconds);
    if (canned !== undefined) {
      send(canned.status, canned.payload, canned.headers);
      return;
    }
    if (failure === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer(body, send, 'ok');
      }, slowMs);
      timers.add(timer);
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
      return;
    }
    answer(
      body,
      send,
      failure === 'not-json' || failure === 'wrong-shape' || failure === 'broken-body' ? failure : 'ok',
    );
  }

  function answer(
    body: ChatCompletionRequest,
    send: (status: number, payload: unknown) => void,
    mode: 'ok' | 'not-json' | 'wrong-shape' | 'broken-body',
  ): void {
    if (mode === 'broken-body') {
      send(200, { object: 'chat.completion', choices: 'not a list' });
      return;
    }
    let value: unknown;
    if (mode === 'wrong-shape') {
      value = { unexpected: 'field', notWhatWasAsked: [1, 2, 3] };
    } else if (mode === 'ok') {
      if (responder === undefined) {
        send(500, errorBody('The double has no responder programmed (call respondWith).', 'server_error', null));
        return;
      }
      try {
        value = responder(body);
      } catch (error) {
        send(500, errorBody(`The double's responder threw: ${String(error)}`, 'server_error', null));
        return;
      }
    }
    const text =
      mode === 'not-json' ? 'Sure! Here is what you asked for: {"strengths": [unterminated' : JSON.stringify(value);
    sequence += 1;
    send(200, completion(body, text, sequence));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    requests,
    respondWith(fn) {
      responder = fn;
    },
    failNext(kind, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(kind);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function invalidKeyBody(presented: string, echo: boolean): unknown {
  const shown = echo ? presented : `${presented.slice(0, 6)}***${presented.length > 10 ? presented.slice(-4) : ''}`;
  return errorBody(
    `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    'invalid_request_error',
    null,
    'invalid_api_key',
  );
}

function errorBody(message: string, type: string, param: string | null, code?: string): unknown {
  return { error: { message, type, param, code: code ?? null } };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string>): void {
  if (res.destroyed) return;
  const text = JSON.stringify(payload);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-request-id': `req_double_${Date.now().toString(36)}`,
    ...headers,
  });
  res.end(text);
}
