import { data, type LoaderFunctionArgs, type MetaDescriptor } from 'react-router';
import { site } from '#app/content/site.ts';
import { requireServices } from '#app/lib/route-context.ts';
import type { AppServices } from '#contracts/app-services.ts';
import type { OperatorListName } from '#contracts/operator-lists.ts';
import { operatorTitle } from './operator-nav.ts';

/**
 * The loader every console list shares: the session first (a redirect to sign-in without one), then the page the
 * URL asks for. A bad filter answers 400 with the page and its message, so the operator can correct it.
 */
async function loadOperatorList<Name extends OperatorListName>(
  name: Name,
  request: Request,
  services: AppServices | undefined,
) {
  const { operator, operatorData } = requireServices({ services }, 'The operator console');
  const session = await operator.requirePage(request);
  const url = new URL(request.url);
  const result = await operatorData.list(name, url.searchParams);
  return data(
    { result, search: url.search, values: Object.fromEntries(url.searchParams), csrfToken: session.csrfToken },
    { status: result.ok ? 200 : 400, headers: { 'cache-control': 'private, no-store' } },
  );
}

/** A list route's loader: `export const loader = operatorListLoader('leads');`. */
export function operatorListLoader<Name extends OperatorListName>(name: Name) {
  return ({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>) =>
    loadOperatorList(name, request, context.services);
}

/** A console page's meta, its <title>: `export const meta = operatorMeta('Leads');`. */
export function operatorMeta(section: string): () => MetaDescriptor[] {
  return () => [{ title: operatorTitle(section, site.brandName) }];
}
