import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { grandCentralExample, GrandCentralPlaybook } from '#app/features/example-playbook/index.ts';
import type { Route } from './+types/playbook-grand-central-oyster-bar';

export function meta(): Route.MetaDescriptors {
  return [
    { title: grandCentralExample.meta.title },
    { name: 'description', content: grandCentralExample.meta.description },
    { property: 'og:title', content: grandCentralExample.meta.title },
    { property: 'og:description', content: grandCentralExample.meta.description },
    { property: 'og:type', content: 'article' },
  ];
}

export default function GrandCentralOysterBarPlaybook() {
  return (
    <SiteLayout>
      <GrandCentralPlaybook />
    </SiteLayout>
  );
}
