import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route table mirrors product-spec §2.
export default [
  index('routes/home.tsx'),
  route('playbook-examples', 'routes/playbook-examples.tsx'),
  route('sop-template', 'routes/sop-template.tsx'),
  route('sop/grand-central-oyster-bar', 'routes/sop-grand-central-oyster-bar.tsx'),
  route('sop/:id', 'routes/sop.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  route('replies/:id', 'routes/review-and-post.tsx'),
  route('privacy-policy', 'routes/legal-page.tsx', { id: 'legal-privacy' }),
  route('terms-of-service', 'routes/legal-page.tsx', { id: 'legal-terms' }),
  route('disclaimer', 'routes/legal-page.tsx', { id: 'legal-disclaimer' }),
  route('accessibility', 'routes/legal-page.tsx', { id: 'legal-accessibility' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
