import type { Config } from '@react-router/dev/config';

// Marketing and legal pages are prerendered at build time (served as static HTML with a per-request CSP nonce
// substituted by the server); everything else is server-rendered per request.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest (13 routes, 1.3 KB gzipped) ships with the first page instead of being discovered from
  // the links on it. Lazy discovery fetched /__manifest after hydration and patched the router, whose state update
  // re-rendered the page: 25-35% of the main thread's script time on /, /playbook-examples and /privacy-policy.
  routeDiscovery: { mode: 'initial' },
  prerender: ['/privacy-policy', '/terms-of-service', '/disclaimer', '/accessibility'],
} satisfies Config;
