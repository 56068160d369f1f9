import type { AppServices } from '#contracts/app-services.ts';

/** What a loader or action reads from its load context and request, the same way on every route. */

/** The services the server hands every loader and action; `page` names the route in the error when they are missing. */
export function requireServices(context: { services?: AppServices }, page: string): AppServices {
  if (!context.services) throw new Error(`${page} needs the server load context (context.services).`);
  return context.services;
}

/** The signed token a link from an email carries in its query: `t`, or `token` on unsubscribe and sign-in links. */
export function tokenFrom(request: Request, param: 't' | 'token' = 't'): string {
  return new URL(request.url).searchParams.get(param) ?? '';
}

/** The site's own URL (PUBLIC_URL), which a sign-in's `next` is judged against. */
export function requirePublicUrl(context: { publicUrl?: string }, page: string): string {
  if (!context.publicUrl) throw new Error(`${page} needs the server load context (context.publicUrl).`);
  return context.publicUrl;
}
