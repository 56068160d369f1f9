import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { playbookExamplesPage } from '#app/content/pages.ts';
import { PlaybookExamplesView } from '#app/features/playbook-examples/index.ts';
import { queryClientForRender } from '#app/lib/query-client.ts';
import type { Route } from './+types/playbook-examples';

export function meta(): Route.MetaDescriptors {
  return [
    { title: playbookExamplesPage.meta.title },
    { name: 'description', content: playbookExamplesPage.meta.description },
    { property: 'og:title', content: playbookExamplesPage.meta.title },
    { property: 'og:description', content: playbookExamplesPage.meta.description },
  ];
}

export default function PlaybookExamples() {
  const [queryClient] = useState(queryClientForRender);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteLayout>
        <PlaybookExamplesView />
      </SiteLayout>
    </QueryClientProvider>
  );
}
