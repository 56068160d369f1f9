import { generateText, Output, tool, zodSchema, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { GenerateObjectRequest } from './model-client.ts';

/**
 * One model call through the AI SDK, in each way of asking for structured output. The SDK's own retries are off
 * (`maxRetries: 0`): the model client retries through the shared HTTP retry, which also knows which 429s mean the money
 * ran out, logs each retry and never waits past the caller's deadline.
 */

/** How one attempt is made: the SDK call, and how to turn its result into the caller's object. */
export type Attempt = <T>(request: GenerateObjectRequest<T>, abortSignal: AbortSignal) => Promise<T>;

/** The SDK's own structured output: JSON schema response format (OpenAI) or JSON tool / output format (Anthropic). */
export async function schemaAttempt<T>(
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
export async function jsonModeAttempt<T>(
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
export async function toolAttempt<T>(
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

export class InvalidOutput extends Error {}

function validateOutput<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InvalidOutput(`response did not match schema: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
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
