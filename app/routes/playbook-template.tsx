import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { playbookTemplatePage } from '#app/content/playbook-flow.ts';
import { PlaybookTemplateView } from '#app/features/playbook-template/index.ts';
import type { Route } from './+types/playbook-template';
import { requireServices } from '#app/lib/route-context.ts';

export function meta(): Route.MetaDescriptors {
  return [
    { title: playbookTemplatePage.meta.title },
    { name: 'description', content: playbookTemplatePage.meta.description },
    { property: 'og:title', content: playbookTemplatePage.meta.title },
    { property: 'og:description', content: playbookTemplatePage.meta.description },
    { property: 'og:type', content: 'article' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The template page');
  const template = services.getTemplatePlaybook();
  return { template };
}

export default function PlaybookTemplate({ loaderData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      <PlaybookTemplateView template={loaderData.template} />
    </SiteLayout>
  );
}
