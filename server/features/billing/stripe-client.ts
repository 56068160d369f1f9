import type { Stripe } from 'stripe';
import type { Config } from '#server/config.ts';

export type StripeClient = Stripe;
export type StripeConfig = NonNullable<Config['stripe']>;

const clients = new WeakMap<StripeConfig, Promise<Stripe>>();

/**
 * The official client, pointed at STRIPE_API_BASE (Stripe itself, or the local double in tests). Loaded on first use:
 * most processes and requests never talk to Stripe.
 */
export function stripeClient(config: StripeConfig): Promise<Stripe> {
  let client = clients.get(config);
  if (!client) {
    client = import('stripe').then(({ default: StripeConstructor }) => {
      const base = config.apiBase;
      const protocol = base.protocol === 'http:' ? 'http' : 'https';
      return new StripeConstructor(config.secretKey, {
        host: base.hostname,
        port: base.port || (protocol === 'http' ? 80 : 443),
        protocol,
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: 'Replybook' },
      });
    });
    clients.set(config, client);
  }
  return client;
}

/** Stripe's answer for an object it does not have (another account's, a deleted test object): 404 `resource_missing`. */
export function isMissingAtStripe(error: unknown): boolean {
  const stripeError = error as { statusCode?: number; code?: string };
  return stripeError.statusCode === 404 && stripeError.code === 'resource_missing';
}

/** The object Stripe answers with, or null when Stripe does not have it; any other failure is thrown. */
export async function unlessMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isMissingAtStripe(error)) return null;
    throw error;
  }
}
