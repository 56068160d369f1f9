import type { z } from 'zod';

/**
 * The one interface the features use to ask a language model for structured output.
 * Implementations live beside this file (OpenAI / OpenAI-compatible / Anthropic through the AI SDK).
 * A feature always keeps the offline engine as its fallback: every method may throw ModelUnavailableError.
 */
export interface GenerateObjectRequest<T> {
  /** Stable name of the task, for logs and the daily budget (e.g. "brand-profile", "playbook-prose"). */
  task: string;
  schema: z.ZodType<T>;
  system: string;
  /** The prompt. Untrusted text (reviews) must be passed quoted inside it, never as instructions. */
  prompt: string;
  /** Overall deadline for this call including retries; default from config. */
  timeoutMs?: number;
  /** Upper bound on generated tokens; default: the provider's default for the model. */
  maxOutputTokens?: number;
}

export interface ModelClient {
  readonly provider: 'openai' | 'anthropic';
  readonly model: string;
  generateObject<T>(request: GenerateObjectRequest<T>): Promise<T>;
}

/** Thrown when the model cannot give a usable answer (timeout, HTTP error, invalid output, daily limit). */
export type ModelUnavailableReason = 'timeout' | 'http' | 'invalid-output' | 'daily-limit' | 'network';

export class ModelUnavailableError extends Error {
  /** HTTP status of the last failed attempt, when there was one. */
  readonly status: number | undefined;
  /** How many HTTP requests were made before giving up (0 when the budget refused the call). */
  readonly attempts: number | undefined;

  constructor(
    message: string,
    readonly reason: ModelUnavailableReason,
    options?: { cause?: unknown; status?: number; attempts?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ModelUnavailableError';
    this.status = options?.status;
    this.attempts = options?.attempts;
  }
}
