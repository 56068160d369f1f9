/**
 * Protocol double for the Anthropic Messages API.
 *
 * A node:http server on 127.0.0.1 that answers `POST /v1/messages` the way the real API does:
 * `x-api-key` and `anthropic-version` headers, request validation (`max_tokens` required, `system` top
 * level, only user/assistant turns), tools with `tool_choice` (answered with a `tool_use` block), native
 * structured output (`output_config.format`, answered with a JSON text block), and the documented
 * `{type:"error", error:{type,message}}` bodies. Tests program the answer (`respondWith`) and script
 * failures (`failNext`).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type AnthropicContentBlock =
  | { type: 'text'; text: string; [extra: string]: unknown }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | { type: 'tool_result'; tool_use_id: string; content?: unknown }
  | { type: string; [extra: string]: unknown };

export interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: string | AnthropicContentBlock[];
}

export interface AnthropicTool {
  name: string;
  description?: string;
  input_schema: Record<string, unknown>;
  [extra: string]: unknown;
}

export interface MessagesRequest {
  model: string;
  max_tokens: number;
  system?: string | Array<{ type: 'text'; text: string; [extra: string]: unknown }>;
  messages: AnthropicMessage[];
  tools?: AnthropicTool[];
  tool_choice?: { type: 'auto' | 'any' | 'none' } | { type: 'tool'; name: string; disable_parallel_tool_use?: boolean };
  output_config?: { format?: { type: 'json_schema'; schema: Record<string, unknown> }; [extra: string]: unknown };
  temperature?: number;
  stream?: boolean;
  [extra: string]: unknown;
}

export interface RecordedAnthropicRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body (undefined when the body was not JSON). */
  body: MessagesRequest | undefined;
  /** What the double answered: an HTTP status. */
  status: number;
  /** Milliseconds since the double started, when the request arrived. */
  receivedAtMs: number;
}

/** The structured object the model "produces"; it becomes a tool_use input or a JSON text block. */
export type AnthropicResponder = (request: MessagesRequest) => unknown;

export type AnthropicFailureKind =
  /** 401 authentication_error, whatever the key. */
  | 'unauthorized'
  /** 429 rate_limit_error with `retry-after` (seconds). */
  | 'rate-limited'
  /** 429 whose error_code says the spend limit is reached: not to be retried. */
  | 'spend-limit'
  /** 500 api_error. */
  | 'server-error'
  /** 529 overloaded_error. */
  | 'overloaded'
  /** 200, but the model answers in prose that is not JSON, without calling the tool. */
  | 'not-json'
  /** 200, a tool_use input / JSON text that does not match the requested schema. */
  | 'wrong-shape'
  /** 200 after `slowMs`: longer than any sensible client deadline. */
  | 'slow';

export interface AnthropicDoubleOptions {
  /** The key the server accepts. Default "sk-ant-test-double-key". */
  apiKey?: string;
  /** `retry-after` seconds sent with 429. Default 1. */
  retryAfterSeconds?: number;
  /** Delay of the `slow` failure. Default 30 000 ms. */
  slowMs?: number;
  /** Echo the presented key in 401 messages (the real API does not) to prove the client never repeats it. */
  echoKeyInErrors?: boolean;
}

export interface AnthropicDouble {
  /** Base URL to give the client, e.g. http://127.0.0.1:4321/v1. */
  baseUrl: string;
  requests: RecordedAnthropicRequest[];
  respondWith(responder: AnthropicResponder): void;
  /** The next `count` (default 1) requests that pass authentication and validation fail this way. */
  failNext(kind: AnthropicFailureKind, count?: number): void;
  close(): Promise<void>;
}

const invalidKeyMessage = (presented: string | undefined, options: AnthropicDoubleOptions): string =>
  options.echoKeyInErrors === true ? `invalid x-api-key: ${presented}` : 'invalid x-api-key';

/**
 * Anthropic's refusal of a wrong path, method, key, version header, body or parameter (in that order) as
 * [status, error type, message], or undefined for a request it works on.
 */
function refusal(
  req: IncomingMessage,
  path: string,
  body: MessagesRequest | undefined,
  presented: string | undefined,
  apiKey: string,
  options: AnthropicDoubleOptions,
): [number, string, string] | undefined {
  if (path !== '/v1/messages') return [404, 'not_found_error', `Not found: ${req.method ?? ''} ${path}`];
  if (req.method !== 'POST') return [405, 'invalid_request_error', `Method ${req.method ?? ''} not allowed`];
  if (presented === undefined || presented === '') {
    return [401, 'authentication_error', 'x-api-key header is required'];
  }
  if (presented !== apiKey) return [401, 'authentication_error', invalidKeyMessage(presented, options)];
  if (typeof req.headers['anthropic-version'] !== 'string' || req.headers['anthropic-version'] === '') {
    return [400, 'invalid_request_error', 'anthropic-version: header is required'];
  }
  if (body === undefined) return [400, 'invalid_request_error', 'The request body is not valid JSON.'];
  const invalid = validate(body);
  return invalid === undefined ? undefined : [400, 'invalid_request_error', invalid];
}

interface CannedFailure {
  status: number;
  type: string;
  message: string;
  headers?: Record<string, string>;
  extra?: Record<string, unknown>;
}

/** The error a queued failure answers with ('slow' and the broken answers are not errors). */
function cannedFailure(
  failure: AnthropicFailureKind,
  presented: string | undefined,
  options: AnthropicDoubleOptions,
  retryAfterSeconds: number,
): CannedFailure | undefined {
  switch (failure) {
    case 'unauthorized':
      return { status: 401, type: 'authentication_error', message: invalidKeyMessage(presented, options) };
    case 'rate-limited':
      return {
        status: 429,
        type: 'rate_limit_error',
        message: 'Number of request tokens has exceeded your per-minute rate limit. Please try again later.',
        headers: {
          'retry-after': String(retryAfterSeconds),
          'anthropic-ratelimit-requests-limit': '50',
          'anthropic-ratelimit-requests-remaining': '0',
        },
      };
    case 'spend-limit':
      return {
        status: 429,
        type: 'rate_limit_error',
        message: 'You have reached your specified workspace API usage limits.',
        extra: { details: { error_code: 'enforced_spend_limit_reached' } },
      };
    case 'server-error':
      return { status: 500, type: 'api_error', message: 'Internal server error' };
    case 'overloaded':
      return { status: 529, type: 'overloaded_error', message: 'Overloaded' };
    default:
      return undefined;
  }
}

/** The Messages API answer carrying `value`: as the forced tool's input, as text, or (not-json) as chat. */
function message(body: MessagesRequest, mode: 'ok' | 'not-json' | 'wrong-shape', value: unknown): unknown {
  const forcedTool = forcedToolName(body);
  let content: AnthropicContentBlock[];
  let stopReason: 'end_turn' | 'tool_use';
  if (mode === 'not-json') {
    // A model that ignores the tool and chats instead: the failure the JSON-tool approach must survive.
    content = [{ type: 'text', text: "I'd be happy to help! Here's a summary of the reviews: guests love the food." }];
    stopReason = 'end_turn';
  } else if (forcedTool !== undefined) {
    content = [
      {
        type: 'tool_use',
        id: `toolu_double${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        name: forcedTool,
        input: value,
      },
    ];
    stopReason = 'tool_use';
  } else {
    content = [{ type: 'text', text: JSON.stringify(value) }];
    stopReason = 'end_turn';
  }
  const inputTokens = Math.ceil((JSON.stringify(body.messages).length + JSON.stringify(body.system ?? '').length) / 4);
  const outputTokens = Math.ceil(JSON.stringify(content).length / 4);
  return {
    id: `msg_double${randomUUID().replaceAll('-', '').slice(0, 20)}`,
    type: 'message',
    role: 'assistant',
    model: body.model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: inputTokens, output_tokens: outputTokens },
  };
}

export async function startAnthropicDouble(options: AnthropicDoubleOptions = {}): Promise<AnthropicDouble> {
  const apiKey = options.apiKey ?? 'sk-ant-test-double-key';
  const retryAfterSeconds = options.retryAfterSeconds ?? 1;
  const slowMs = options.slowMs ?? 30_000;
  const startedAt = Date.now();
  const requests: RecordedAnthropicRequest[] = [];
  const failures: AnthropicFailureKind[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let responder: AnthropicResponder | undefined;

  const server = createServer((req, res) => void handle(req, res));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let body: MessagesRequest | undefined;
    try {
      body = raw === '' ? undefined : (JSON.parse(raw) as MessagesRequest);
    } catch {
      body = undefined;
    }
    const record: RecordedAnthropicRequest = {
      method: req.method ?? '',
      path,
      headers: { ...req.headers },
      body,
      status: 0,
      receivedAtMs: Date.now() - startedAt,
    };
    requests.push(record);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
      record.status = status;
      sendJson(res, status, payload, headers);
    };
    const fail = (
      status: number,
      type: string,
      message: string,
      headers: Record<string, string> = {},
      extra: Record<string, unknown> = {},
    ): void => {
      send(
        status,
        { type: 'error', error: { type, message, ...extra }, request_id: `req_double_${randomUUID().slice(0, 12)}` },
        headers,
      );
    };

    const presented = typeof req.headers['x-api-key'] === 'string' ? req.headers['x-api-key'] : undefined;
    const refused = refusal(req, path, body, presented, apiKey, options);
    if (refused !== undefined) {
      fail(...refused);
      return;
    }
    // refusal() answered a request without a body.
    const request = body!;

    const failure = failures.shift();
    const canned = failure === undefined ? undefined : cannedFailure(failure, presented, options, retryAfterSeconds);
    if (canned !== undefined) {
      fail(canned.status, canned.type, canned.message, canned.headers, canned.extra);
      return;
    }
    if (failure === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer(request, send, 'ok');
      }, slowMs);
      timers.add(timer);
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
      return;
    }
    answer(request, send, failure === 'not-json' || failure === 'wrong-shape' ? failure : 'ok');
  }

  function answer(
    body: MessagesRequest,
    send: (status: number, payload: unknown) => void,
    mode: 'ok' | 'not-json' | 'wrong-shape',
  ): void {
    let value: unknown;
    if (mode === 'wrong-shape') {
      value = { unexpected: 'field', notWhatWasAsked: [1, 2, 3] };
    } else if (mode === 'ok') {
      if (responder === undefined) {
        send(500, {
          type: 'error',
          error: { type: 'api_error', message: 'The double has no responder programmed (call respondWith).' },
        });
        return;
      }
      try {
        value = responder(body);
      } catch (error) {
        send(500, {
          type: 'error',
          error: { type: 'api_error', message: `The double's responder threw: ${String(error)}` },
        });
        return;
      }
    }
    send(200, message(body, mode, value));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
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

/** The tool the model must call: a named tool_choice, or the only tool under `any`. */
function forcedToolName(body: MessagesRequest): string | undefined {
  const choice = body.tool_choice;
  if (choice?.type === 'tool' && 'name' in choice) return choice.name;
  if (choice?.type === 'any' && body.tools?.length === 1) return body.tools[0]?.name;
  return undefined;
}

function invalidMessages(body: MessagesRequest): string | undefined {
  if (!Array.isArray(body.messages) || body.messages.length === 0) return 'messages: at least one message is required';
  for (const [index, message] of body.messages.entries()) {
    if (message?.role !== 'user' && message?.role !== 'assistant') {
      return `messages.${index}.role: Input should be 'user' or 'assistant' (use the top-level system parameter for system prompts)`;
    }
    if (typeof message.content !== 'string' && !Array.isArray(message.content)) {
      return `messages.${index}.content: Input should be a valid string or list`;
    }
  }
  if (body.messages[0]?.role !== 'user') return 'messages: first message must use the "user" role';
  return undefined;
}

function invalidTools(body: MessagesRequest): string | undefined {
  if (body.tools !== undefined) {
    if (!Array.isArray(body.tools)) return 'tools: Input should be a valid list';
    for (const [index, candidate] of body.tools.entries()) {
      if (typeof candidate?.name !== 'string' || !/^[a-zA-Z0-9_-]{1,128}$/.test(candidate.name))
        return `tools.${index}.name: invalid tool name`;
      if (typeof candidate.input_schema !== 'object' || candidate.input_schema === null)
        return `tools.${index}.input_schema: Field required`;
    }
  }
  const choice = body.tool_choice;
  if (choice !== undefined) {
    if (!['auto', 'any', 'none', 'tool'].includes(choice.type)) return 'tool_choice.type: invalid value';
    if (
      choice.type === 'tool' &&
      !body.tools?.some((candidate) => 'name' in choice && candidate.name === choice.name)
    ) {
      return 'tool_choice: the named tool is not in tools';
    }
  }
  return undefined;
}

/** The first thing Anthropic would refuse in this request (a 400 invalid_request_error), in the order it checks. */
function validate(body: MessagesRequest): string | undefined {
  if (typeof body.model !== 'string' || body.model === '') return 'model: Field required';
  if (typeof body.max_tokens !== 'number' || !Number.isInteger(body.max_tokens) || body.max_tokens < 1) {
    return 'max_tokens: Field required';
  }
  const messages = invalidMessages(body);
  if (messages !== undefined) return messages;
  if (body.system !== undefined && typeof body.system !== 'string' && !Array.isArray(body.system)) {
    return 'system: Input should be a valid string or list of text blocks';
  }
  if (body.stream === true) return 'stream: this double answers non-streaming requests only';
  const tools = invalidTools(body);
  if (tools !== undefined) return tools;
  const format = body.output_config?.format;
  if (
    format !== undefined &&
    (format.type !== 'json_schema' || typeof format.schema !== 'object' || format.schema === null)
  ) {
    return 'output_config.format: expected {type: "json_schema", schema}';
  }
  return undefined;
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
    'request-id': `req_double_${Date.now().toString(36)}`,
    ...headers,
  });
  res.end(text);
}
