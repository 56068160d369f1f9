import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { thankYouPage } from '#app/content/pages.ts';
import { ThankYouView } from '#app/features/thank-you/thank-you-view.tsx';
import type { Route } from './+types/thank-you';

export function meta(): Route.MetaDescriptors {
  return [
    { title: thankYouPage.meta.title },
    { name: 'description', content: thankYouPage.meta.description },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ThankYou() {
  return (
    <SiteLayout>
      <ThankYouView />
    </SiteLayout>
  );
}
