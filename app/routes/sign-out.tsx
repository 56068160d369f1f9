import { redirect } from 'react-router';
import { readActionForm } from '#app/lib/action-form.server.ts';
import type { Route } from './+types/sign-out';
import { requireServices } from '#app/lib/route-context.ts';

/** POST only (same-site, server/http/security-headers.ts): ends this browser's owner session. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = requireServices(context, 'Signing out');
  // Like every page action: a body that is not this page's form is refused (it carries no fields).
  await readActionForm(request);
  const { setCookie } = await services.owner.signOut(request.headers.get('cookie'));
  throw redirect('/sign-in?signed-out', { headers: { 'Set-Cookie': setCookie, 'Cache-Control': 'no-store' } });
}

/** A GET (a typed address, a prefetch) changes nothing. */
export function loader() {
  throw redirect('/account');
}
