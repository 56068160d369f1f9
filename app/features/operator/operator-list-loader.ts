import { data } from 'react-router';
import type { AppServices } from '#contracts/app-services.ts';
import type { OperatorListName } from '#contracts/operator-lists.ts';

/**
 * The loader every console list shares: the session first (a redirect to sign-in without one), then the page the
 * URL asks for. A bad filter answers 400 with the page and its message, so the operator can correct it.
 */
export async function loadOperatorList<Name extends OperatorListName>(
  name: Name,
  request: Request,
  services: AppServices | undefined,
) {
  if (!services) throw new Error('The operator console needs the server load context (context.services).');
  const session = await services.operator.requirePage(request);
  const url = new URL(request.url);
  const result = await services.operatorData.list(name, url.searchParams);
  return data(
    { result, search: url.search, values: Object.fromEntries(url.searchParams), csrfToken: session.csrfToken },
    { status: result.ok ? 200 : 400, headers: { 'cache-control': 'private, no-store' } },
  );
}
