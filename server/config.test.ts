import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, ensureAppSecret, loadConfig } from './config.ts';

describe('loadConfig', () => {
  test('documented defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ai.provider).toBe('offline');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.webhook.retryDelaySeconds).toBe(60);
  });

  test('empty strings count as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', SMTP_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  test('a bad value names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ AI_PROVIDER: 'gemini' })).toThrow(/AI_PROVIDER/);
  });

  test('TRUST_PROXY: off by default; proxies by address or by count; "true" refused, saying what to write', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, Loopback ' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', 'loopback'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would trust every X-Forwarded-For entry.*TRUST_PROXY=10\.0\.0\.0\/8.*TRUST_PROXY=1/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'YES' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: "10\.0\.0\.0\/33" is not an address/,
    );
  });

  test('a provider without its key is refused at start-up', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic' })).toThrow(/ANTHROPIC_API_KEY/);
    // An OpenAI-compatible local server (Ollama) needs no key.
    expect(loadConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).ai.provider).toBe(
      'openai',
    );
  });

  test('OPERATOR_EMAILS: comma-separated, trimmed, lowercased, without repeats; unset means nobody', () => {
    expect(loadConfig({}).operatorEmails).toEqual([]);
    expect(
      loadConfig({ OPERATOR_EMAILS: ' Ops@Example.com, owner@example.com,,ops@example.com ' }).operatorEmails,
    ).toEqual(['ops@example.com', 'owner@example.com']);
    expect(() => loadConfig({ OPERATOR_EMAILS: 'ops@example.com, not an address' })).toThrow(/OPERATOR_EMAILS/);
    // The notification address is a separate setting and grants no sign-in.
    expect(loadConfig({ OPERATOR_EMAIL: 'ops@example.com' }).operatorEmails).toEqual([]);
  });

  test('Stripe is on with its three secrets, off with none, and refused with some', () => {
    expect(loadConfig({}).stripe).toBeNull();
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_STARTER: 'price_1',
    };
    expect(loadConfig(stripe).stripe).toMatchObject({
      starterPriceId: 'price_1',
      apiBase: new URL('https://api.stripe.com'),
    });
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:4010' }).stripe?.apiBase.port).toBe('4010');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/set all three, or none/);
    expect(() => loadConfig({ ...stripe, STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/);
  });

  test('PUBLIC_URL loses its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://replybook.example/' }).publicUrl).toBe('https://replybook.example');
  });
});

describe('ensureAppSecret', () => {
  test('generates a secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'replybook-secret-'));
    const first = ensureAppSecret(loadConfig({ DATA_DIR: dir }));
    const second = ensureAppSecret(loadConfig({ DATA_DIR: dir }));
    expect(first.appSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.appSecret).toBe(first.appSecret);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8')).toBe(first.appSecret);
  });

  test('an explicit APP_SECRET wins', () => {
    const secret = 'x'.repeat(40);
    expect(ensureAppSecret(loadConfig({ APP_SECRET: secret })).appSecret).toBe(secret);
  });
});
