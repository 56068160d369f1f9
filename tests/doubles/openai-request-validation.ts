/** The Chat Completions request as the OpenAI double reads it, and the checks the real API runs before answering. */

export interface ChatMessage {
  role: 'system' | 'developer' | 'user' | 'assistant' | 'tool';
  content: string | Array<{ type: string; text?: string }> | null;
  tool_calls?: unknown[];
  tool_call_id?: string;
}

export interface ChatTool {
  type: 'function';
  function: { name: string; description?: string; parameters?: Record<string, unknown>; strict?: boolean };
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  response_format?:
    | { type: 'text' }
    | { type: 'json_object' }
    | {
        type: 'json_schema';
        json_schema: { name: string; strict?: boolean; schema: Record<string, unknown>; description?: string };
      };
  tools?: ChatTool[];
  tool_choice?: 'none' | 'auto' | 'required' | { type: 'function'; function: { name: string } };
  max_tokens?: number;
  max_completion_tokens?: number;
  temperature?: number;
  stream?: boolean;
  [extra: string]: unknown;
}

const roles = new Set(['system', 'developer', 'user', 'assistant', 'tool']);
const schemaName = /^[a-zA-Z0-9_-]{1,64}$/;

/** The function the model must call: a named tool_choice, or the only tool under `required`. */
export function forcedToolName(body: ChatCompletionRequest): string | undefined {
  const choice = body.tool_choice;
  if (typeof choice === 'object') return choice.function.name;
  if (choice === 'required' && body.tools?.length === 1) return body.tools[0]?.function.name;
  return undefined;
}

export interface Invalid {
  status: number;
  message: string;
  param: string | null;
  code?: string;
}

function invalidModel(body: ChatCompletionRequest, models: string[] | undefined): Invalid | undefined {
  if (typeof body.model !== 'string' || body.model === '') {
    return { status: 400, message: 'you must provide a model parameter', param: 'model' };
  }
  if (models !== undefined && !models.includes(body.model)) {
    return {
      status: 404,
      message: `The model \`${body.model}\` does not exist or you do not have access to it.`,
      param: null,
      code: 'model_not_found',
    };
  }
  return undefined;
}

function invalidMessages(body: ChatCompletionRequest): Invalid | undefined {
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return {
      status: 400,
      message: "Invalid 'messages': empty array. Expected an array with minimum length 1.",
      param: 'messages',
      code: 'empty_array',
    };
  }
  for (const [index, message] of body.messages.entries()) {
    if (typeof message !== 'object' || message === null || !roles.has(message.role)) {
      return {
        status: 400,
        message: `Invalid value for 'messages[${index}].role'.`,
        param: `messages[${index}].role`,
        code: 'invalid_value',
      };
    }
    const contentOk =
      typeof message.content === 'string' ||
      Array.isArray(message.content) ||
      (message.role === 'assistant' && message.content === null);
    if (!contentOk) {
      return {
        status: 400,
        message: `Invalid type for 'messages[${index}].content'.`,
        param: `messages[${index}].content`,
        code: 'invalid_type',
      };
    }
  }
  return undefined;
}

function invalidStream(body: ChatCompletionRequest): Invalid | undefined {
  if (body.stream === true) {
    return { status: 400, message: 'This double answers non-streaming requests only.', param: 'stream' };
  }
  return undefined;
}

type JsonSchemaSpec = Extract<
  NonNullable<ChatCompletionRequest['response_format']>,
  { type: 'json_schema' }
>['json_schema'];

function invalidJsonSchema(spec: JsonSchemaSpec | undefined): Invalid | undefined {
  if (typeof spec?.name !== 'string' || !schemaName.test(spec.name)) {
    return {
      status: 400,
      message: "Invalid 'response_format.json_schema.name': must match ^[a-zA-Z0-9_-]+$ and be at most 64 characters.",
      param: 'response_format.json_schema.name',
      code: 'invalid_value',
    };
  }
  if (typeof spec.schema !== 'object' || spec.schema === null) {
    return {
      status: 400,
      message: "Missing required parameter: 'response_format.json_schema.schema'.",
      param: 'response_format.json_schema.schema',
      code: 'missing_required_parameter',
    };
  }
  if (spec.strict === true) {
    const problem = strictProblem(spec.schema, '');
    if (problem !== undefined) {
      return {
        status: 400,
        message: `Invalid schema for response_format '${spec.name}': ${problem}`,
        param: 'response_format',
        code: 'invalid_json_schema',
      };
    }
  }
  return undefined;
}

function invalidResponseFormat(body: ChatCompletionRequest): Invalid | undefined {
  const format = body.response_format;
  if (format === undefined || format.type === 'text') return undefined;
  if (format.type === 'json_schema') return invalidJsonSchema(format.json_schema);
  if (format.type === 'json_object') {
    const mentionsJson = body.messages.some((message) =>
      JSON.stringify(message.content).toLowerCase().includes('json'),
    );
    if (mentionsJson) return undefined;
    return {
      status: 400,
      message: "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
      param: 'messages',
    };
  }
  return {
    status: 400,
    message: "Invalid value for 'response_format.type'.",
    param: 'response_format.type',
    code: 'invalid_value',
  };
}

function invalidTools(body: ChatCompletionRequest): Invalid | undefined {
  if (body.tools !== undefined) {
    if (!Array.isArray(body.tools))
      return { status: 400, message: "Invalid type for 'tools'.", param: 'tools', code: 'invalid_type' };
    for (const [index, candidate] of body.tools.entries()) {
      if (
        candidate?.type !== 'function' ||
        typeof candidate.function?.name !== 'string' ||
        !schemaName.test(candidate.function.name)
      ) {
        return { status: 400, message: `Invalid 'tools[${index}]'.`, param: `tools[${index}]`, code: 'invalid_value' };
      }
    }
  }
  const choice = body.tool_choice;
  if (
    typeof choice === 'object' &&
    !body.tools?.some((candidate) => candidate.function.name === choice.function?.name)
  ) {
    return {
      status: 400,
      message: "Invalid value for 'tool_choice': the named function is not in 'tools'.",
      param: 'tool_choice',
      code: 'invalid_value',
    };
  }
  return undefined;
}

/** The first thing OpenAI would refuse in this request, checked in the order OpenAI reports them. */
export function validate(body: ChatCompletionRequest, models: string[] | undefined): Invalid | undefined {
  return (
    invalidModel(body, models) ??
    invalidMessages(body) ??
    invalidStream(body) ??
    invalidResponseFormat(body) ??
    invalidTools(body)
  );
}

/** OpenAI's strict-mode rules: every object lists all its properties as required and forbids others. */
function strictProblem(schema: unknown, path: string): string | undefined {
  if (Array.isArray(schema)) {
    for (const [index, item] of schema.entries()) {
      const problem = strictProblem(item, `${path}/${index}`);
      if (problem !== undefined) return problem;
    }
    return undefined;
  }
  if (typeof schema !== 'object' || schema === null) return undefined;
  const node = schema as Record<string, unknown>;
  if (typeof node.properties === 'object' && node.properties !== null) {
    const required = Array.isArray(node.required) ? node.required : [];
    const missing = Object.keys(node.properties).filter((key) => !required.includes(key));
    if (missing.length > 0) {
      return `In context=(${path || 'root'}), 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0] ?? ''}'.`;
    }
    if (node.additionalProperties !== false) {
      return `In context=(${path || 'root'}), 'additionalProperties' is required to be supplied and to be false.`;
    }
  }
  for (const [key, value] of Object.entries(node)) {
    const problem = strictProblem(value, `${path}/${key}`);
    if (problem !== undefined) return problem;
  }
  return undefined;
}
