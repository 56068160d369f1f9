import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { sopTemplatePage } from '#app/content/playbook-flow.ts';
import { SopTemplateView } from '#app/features/sop-template/index.ts';
import type { Route } from './+types/sop-template';
import { requireServices } from '#app/lib/route-context.ts';

export function meta(): Route.MetaDescriptors {
  return [
    { title: sopTemplatePage.meta.title },
    { name: 'description', content: sopTemplatePage.meta.description },
    { property: 'og:title', content: sopTemplatePage.meta.title },
    { property: 'og:description', content: sopTemplatePage.meta.description },
    { property: 'og:type', content: 'article' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The template page');
  const template = services.getTemplatePlaybook();
  return { template };
}

export default function SopTemplate({ loaderData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      <SopTemplateView template={loaderData.template} />
    </SiteLayout>
  );
}
