import { Outlet } from 'react-router';
import { OperatorShell } from '#app/features/operator/index.ts';
import type { Route } from './+types/operator';
import { requireServices } from '#app/lib/route-context.ts';

/**
 * The console's layout. Its loader checks the session for the frame, and every child route's loader checks it
 * again: React Router runs them in parallel, and a child's data can be fetched alone (`/operator/leads.data`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The operator console');
  const session = await services.operator.requirePage(request);
  return { email: session.email, csrfToken: session.csrfToken };
}

export default function OperatorLayout({ loaderData }: Route.ComponentProps) {
  return (
    <OperatorShell email={loaderData.email} csrfToken={loaderData.csrfToken}>
      <Outlet />
    </OperatorShell>
  );
}
