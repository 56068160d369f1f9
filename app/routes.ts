import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route table: every page of the site.
export default [
  index('routes/home.tsx'),
  route('playbook-examples', 'routes/playbook-examples.tsx'),
  route('sop-template', 'routes/playbook-template.tsx'),
  route('sop/grand-central-oyster-bar', 'routes/playbook-grand-central-oyster-bar.tsx'),
  route('sop/:id', 'routes/playbook.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  route('replies/:id', 'routes/review-and-post.tsx'),
  // Owners: sign-in by emailed link or code (bound to the browser), their restaurants. Noindex, not in the sitemap.
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-out', 'routes/sign-out.tsx'),
  route('account', 'routes/account.tsx'),
  route('inbox', 'routes/inbox.tsx'),
  // The owner's settings of one restaurant (?place=), its data download, the page after a delete; and the page where
  // an address the owner added confirms it (signed by its own single-use link).
  route('inbox/settings', 'routes/inbox.settings.tsx'),
  route('inbox/settings/data', 'routes/inbox.settings.data.tsx'),
  route('inbox/settings/deleted', 'routes/inbox.settings.deleted.tsx'),
  // What replying changed for one restaurant (?place=): figures, charts, the reviews behind each theme, the estimate;
  // and the reviews and replies behind them, as a CSV file.
  route('inbox/results', 'routes/inbox.results.tsx'),
  route('inbox/results/export', 'routes/inbox.results.export.tsx'),
  route('confirm-address', 'routes/confirm-address.tsx'),
  // Google Business Profile connection: per-owner pages, noindex, never in the sitemap.
  route('connect/google', 'routes/connect-google.tsx'),
  route('connect/google/callback', 'routes/connect-google-callback.tsx'),
  route('connect/google/location', 'routes/connect-google-location.tsx'),
  route('connect/google/connected', 'routes/connect-google-connected.tsx'),
  route('connect/google/disconnect', 'routes/connect-google-disconnect.tsx'),
  // The operator console (docs/operator-console.md): sign-in outside the guarded layout, everything else inside.
  route('operator/sign-in', 'routes/operator.sign-in.tsx'),
  route('operator/sign-out', 'routes/operator.sign-out.tsx'),
  route('operator', 'routes/operator.tsx', [
    index('routes/operator._index.tsx'),
    route('leads', 'routes/operator.leads.tsx'),
    route('playbooks', 'routes/operator.playbooks.tsx'),
    route('blitz', 'routes/operator.blitz.tsx'),
    route('emails', 'routes/operator.emails.tsx'),
    route('webhooks', 'routes/operator.webhooks.tsx'),
    route('subscriptions', 'routes/operator.subscriptions.tsx'),
    route('data-requests', 'routes/operator.data-requests.tsx'),
    route('audit', 'routes/operator.audit.tsx'),
  ]),
  route('privacy-policy', 'routes/legal-page.tsx', { id: 'legal-privacy' }),
  route('terms-of-service', 'routes/legal-page.tsx', { id: 'legal-terms' }),
  route('disclaimer', 'routes/legal-page.tsx', { id: 'legal-disclaimer' }),
  route('accessibility', 'routes/legal-page.tsx', { id: 'legal-accessibility' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
