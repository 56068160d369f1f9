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
