import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { contactPage } from '#app/content/pages.ts';
import { ContactPageView } from '#app/features/contact-page/index.ts';
import type { Route } from './+types/contact';

export function meta(): Route.MetaDescriptors {
  return [
    { title: contactPage.meta.title },
    { name: 'description', content: contactPage.meta.description },
    { property: 'og:title', content: contactPage.meta.title },
    { property: 'og:description', content: contactPage.meta.description },
  ];
}

/** renderedAt is the server's clock for the time-to-submit check (contracts/leads.ts). */
export function loader() {
  return { renderedAt: Date.now() };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      <ContactPageView renderedAt={loaderData.renderedAt} />
    </SiteLayout>
  );
}
