import { redirect } from 'react-router';
import type { Route } from './+types/operator.sign-out';
import { readActionForm } from '#app/lib/action-form.server.ts';
import { requireServices } from '#app/lib/route-context.ts';

/** Nothing to show: a GET (a typed address, a prefetch) goes back to the console. */
export function loader() {
  return redirect('/operator');
}

/** POST with the session's CSRF token; `scope=everywhere` ends every session of this operator's address. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = requireServices(context, 'The operator console');
  const form = await readActionForm(request);
  const operator = await services.operator.requireAction(request, form);
  const { setCookie } = await services.operator.signOut(operator, form.get('scope') === 'everywhere');
  return redirect('/operator/sign-in?signed-out', { headers: { 'set-cookie': setCookie } });
}
