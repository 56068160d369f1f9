import type { Config } from '@react-router/dev/config';

// Marketing and legal pages are prerendered at build time (served as static HTML with a per-request CSP nonce
// substituted by the server); everything else is server-rendered per request.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  prerender: ['/privacy-policy', '/terms-of-service', '/disclaimer', '/accessibility'],
} satisfies Config;
