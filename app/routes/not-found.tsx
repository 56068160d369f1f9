import { notFound } from '#app/lib/route-errors.server.ts';

// Any path outside the route table: the root error boundary renders the 404 page with status 404.
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return null;
}
