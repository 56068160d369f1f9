import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BRAND } from '#contracts/site-constants.ts';
import type { SecretKeyring } from '#server/crypto/sealed-secret.ts';
import { parseTrustProxy, type TrustProxy } from '#server/http/trust-proxy.ts';

/**
 * The only reader of process.env (architecture: "Only config.ts reads the environment").
 * Every variable is documented here, in the README's configuration table and in .env.example.
 * Empty strings count as unset, so `FOO=` in a .env file means "use the default".
 */

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const intWithDefault = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
const boolWithDefault = (fallback: boolean) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('production')),
  PORT: intWithDefault(3000, 0, 65535),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_SCHEMA: optionalString,
  APP_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  APP_SECRET_PREVIOUS: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: optionalString.transform((value, ctx): TrustProxy => {
    try {
      return parseTrustProxy(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }),
  RUN_WORKERS: boolWithDefault(true),
  RATE_LIMIT_ALLOWLIST: optionalString,

  CATALOGUE_PATH: optionalString,
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACES_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default('https://places.googleapis.com')),

  AI_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['offline', 'openai', 'anthropic']).default('offline')),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.openai.com/v1')),
  OPENAI_MODEL: z.preprocess(emptyAsUndefined, z.string().default('gpt-4o-mini')),
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.anthropic.com/v1')),
  ANTHROPIC_MODEL: z.preprocess(emptyAsUndefined, z.string().default('claude-sonnet-4-5')),
  AI_DAILY_LIMIT: intWithDefault(500),
  AI_TIMEOUT_MS: intWithDefault(20_000, 1000),

  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  EMAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default(`${BRAND.brandName} <playbooks@${BRAND.domain}>`)),
  EMAIL_REPLY_TO: optionalString,
  OPERATOR_EMAIL: optionalString,
  OPERATOR_EMAILS: optionalString,

  GOOGLE_OAUTH_CLIENT_ID: optionalString,
  GOOGLE_OAUTH_CLIENT_SECRET: optionalString,
  GOOGLE_OAUTH_AUTHORIZE_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  ),
  GOOGLE_OAUTH_TOKEN_URL: z.preprocess(emptyAsUndefined, z.url().default('https://oauth2.googleapis.com/token')),
  GOOGLE_OAUTH_REVOKE_URL: z.preprocess(emptyAsUndefined, z.url().default('https://oauth2.googleapis.com/revoke')),
  GOOGLE_BUSINESS_ACCOUNTS_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://mybusinessaccountmanagement.googleapis.com'),
  ),
  GOOGLE_BUSINESS_INFO_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://mybusinessbusinessinformation.googleapis.com'),
  ),
  GOOGLE_BUSINESS_REVIEWS_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://mybusiness.googleapis.com'),
  ),
  GOOGLE_SYNC_INTERVAL_MINUTES: intWithDefault(30, 0, 1440),

  WEBHOOK_URL: optionalUrl,
  WEBHOOK_SECRET: optionalString,
  WEBHOOK_RETRY_DELAY_SECONDS: intWithDefault(60, 1),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_STARTER: optionalString,
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, z.url().default('https://api.stripe.com')),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests give each run its own); undefined = the server's default. */
  databaseSchema: string | undefined;
  appSecret: string;
  /** Earlier values of APP_SECRET that still verify links and open sealed secrets after a rotation. */
  appSecretPrevious: string[];
  logLevel: Env['LOG_LEVEL'];
  /** Which peers may say who the client is (server/http/trust-proxy.ts); every per-client limit counts that address. */
  trustProxy: TrustProxy;
  runWorkers: boolean;
  /** Client IPs exempt from per-IP rate limits (monitoring, load tests from a known host). */
  rateLimitAllowList: string[];
  places: { cataloguePath: string; googleApiKey: string | undefined; googleBaseUrl: string };
  ai: {
    provider: Env['AI_PROVIDER'];
    openai: { apiKey: string | undefined; baseUrl: string; model: string };
    anthropic: { apiKey: string | undefined; baseUrl: string; model: string };
    dailyLimit: number;
    timeoutMs: number;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    replyTo: string | undefined;
    operatorEmail: string | undefined;
    outboxDir: string;
  };
  webhook: { url: string | undefined; secret: string | undefined; retryDelaySeconds: number };
  /** Who may sign in to the operator's console at /operator (lowercased); empty means nobody can. */
  operatorEmails: string[];
  /** Google Business Profile connection; `oauth` is null unless both the client id and secret are set. */
  google: {
    oauth: { clientId: string; clientSecret: string } | null;
    authorizeUrl: string;
    tokenUrl: string;
    revokeUrl: string;
    accountsBaseUrl: string;
    businessInfoBaseUrl: string;
    reviewsBaseUrl: string;
    /**
     * Minutes between two syncs of a connected profile through the day (each connection in its own minute of the
     * interval); 0 turns the sync through the day, and with it the review alerts, off.
     */
    syncIntervalMinutes: number;
  };
  /**
   * Starter paid through Stripe; null unless the secret key, the webhook secret and the Starter price are all set
   * (without them there is no trial button and the pricing card stays as it was).
   */
  stripe: { secretKey: string; webhookSecret: string; starterPriceId: string; apiBase: URL } | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once, naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const config: Config = {
    ...serverConfig(env, dataDir),
    places: {
      cataloguePath: path.resolve(env.CATALOGUE_PATH ?? 'catalogue/places'),
      googleApiKey: env.GOOGLE_PLACES_API_KEY,
      googleBaseUrl: withoutTrailingSlash(env.GOOGLE_PLACES_BASE_URL),
    },
    ai: {
      provider: env.AI_PROVIDER,
      openai: { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL },
      anthropic: { apiKey: env.ANTHROPIC_API_KEY, baseUrl: env.ANTHROPIC_BASE_URL, model: env.ANTHROPIC_MODEL },
      dailyLimit: env.AI_DAILY_LIMIT,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.EMAIL_FROM,
      replyTo: env.EMAIL_REPLY_TO,
      operatorEmail: env.OPERATOR_EMAIL,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    webhook: { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET, retryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS },
    operatorEmails: [...new Set(commaList(env.OPERATOR_EMAILS).map((address) => address.toLowerCase()))],
    google: googleConfig(env),
    stripe: stripeConfig(env),
    ...overrides,
  };
  checkCombinations(env, config);
  return config;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** A comma-separated variable's items, trimmed, empty ones left out. */
function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The process itself: where it listens and keeps its data, its secrets, logs, proxy trust and workers. */
function serverConfig(env: Env, dataDir: string) {
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    publicUrl: withoutTrailingSlash(env.PUBLIC_URL ?? `http://localhost:${port}`),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA,
    appSecret: env.APP_SECRET ?? '',
    appSecretPrevious: commaList(env.APP_SECRET_PREVIOUS),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    runWorkers: env.RUN_WORKERS,
    rateLimitAllowList: commaList(env.RATE_LIMIT_ALLOWLIST),
  };
}

function googleConfig(env: Env): Config['google'] {
  return {
    oauth:
      env.GOOGLE_OAUTH_CLIENT_ID && env.GOOGLE_OAUTH_CLIENT_SECRET
        ? { clientId: env.GOOGLE_OAUTH_CLIENT_ID, clientSecret: env.GOOGLE_OAUTH_CLIENT_SECRET }
        : null,
    authorizeUrl: env.GOOGLE_OAUTH_AUTHORIZE_URL,
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
    revokeUrl: env.GOOGLE_OAUTH_REVOKE_URL,
    accountsBaseUrl: withoutTrailingSlash(env.GOOGLE_BUSINESS_ACCOUNTS_BASE_URL),
    businessInfoBaseUrl: withoutTrailingSlash(env.GOOGLE_BUSINESS_INFO_BASE_URL),
    reviewsBaseUrl: withoutTrailingSlash(env.GOOGLE_BUSINESS_REVIEWS_BASE_URL),
    syncIntervalMinutes: env.GOOGLE_SYNC_INTERVAL_MINUTES,
  };
}

function stripeConfig(env: Env): Config['stripe'] {
  return env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_STARTER
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        starterPriceId: env.STRIPE_PRICE_STARTER,
        apiBase: new URL(env.STRIPE_API_BASE),
      }
    : null;
}

/** What no single variable's schema can check: variables that go together, and each AI provider's key. */
function checkCombinations(env: Env, config: Config): void {
  if (
    config.ai.provider === 'openai' &&
    !config.ai.openai.apiKey &&
    config.ai.openai.baseUrl.includes('api.openai.com')
  ) {
    throw new ConfigError(
      "Invalid configuration:\n  OPENAI_API_KEY: required when AI_PROVIDER=openai with OpenAI's own API",
    );
  }
  if (Boolean(env.GOOGLE_OAUTH_CLIENT_ID) !== Boolean(env.GOOGLE_OAUTH_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_OAUTH_CLIENT_ID / GOOGLE_OAUTH_CLIENT_SECRET: set both, or neither',
    );
  }
  const stripeSet = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PRICE_STARTER].filter(Boolean).length;
  if (stripeSet !== 0 && stripeSet !== 3) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET / STRIPE_PRICE_STARTER: set all three, or none',
    );
  }
  const badOperator = config.operatorEmails.find((address) => !/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(address));
  if (badOperator !== undefined) {
    throw new ConfigError(`Invalid configuration:\n  OPERATOR_EMAILS: "${badOperator}" is not an email address`);
  }
  if (config.ai.provider === 'anthropic' && !config.ai.anthropic.apiKey) {
    throw new ConfigError('Invalid configuration:\n  ANTHROPIC_API_KEY: required when AI_PROVIDER=anthropic');
  }
}

/**
 * APP_SECRET signs unsubscribe tokens; when unset it is generated once and kept in DATA_DIR so tokens
 * stay valid across restarts. Several processes must share it: set APP_SECRET explicitly when scaling out.
 */
export function ensureAppSecret(config: Config): Config {
  if (config.appSecret) return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'app-secret');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Another process created it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return { ...config, appSecret: readFileSync(file, 'utf8').trim() };
}

/** The secrets that sign links and seal stored secrets: APP_SECRET first, then the ones it replaced. */
export function secretKeyring(config: Pick<Config, 'appSecret' | 'appSecretPrevious'>): SecretKeyring {
  return { current: config.appSecret, previous: config.appSecretPrevious };
}
