import { action as inboxAction, loader as inboxLoader } from '#app/routes/inbox.tsx';
import type { InboxPageData } from '#contracts/owner-inbox.ts';
import { runRouteHandler, type LoaderResult } from './route-handler.ts';
import type { TestApp } from './test-app.ts';

/** A loader or action as the server runs it; a thrown `data(null, { status })` is that status. */
export async function runInboxHandler(app: TestApp, handler: unknown, request: Request): Promise<LoaderResult> {
  try {
    return await runRouteHandler(handler as never, app, request);
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (!status) throw thrown;
    return { status, location: null, setCookie: null, data: {} };
  }
}

const awaitsDraft = (review: InboxPageData['reviews'][number]) =>
  review.drafting && !review.reply.written && (review.state === 'needs-reply' || review.state === 'skipped');

/**
 * /inbox`query` as the owner's browser shows it: the GET (which only reads drafts), then, when a shown review still
 * waits for its draft, the page's own POST for them (intent "draft", as app/features/owner-inbox posts it) and the
 * GET again.
 */
export async function loadInboxAsShown(app: TestApp, query: string, cookie?: string) {
  const get = () =>
    runInboxHandler(
      app,
      inboxLoader,
      new Request(`${app.config.publicUrl}/inbox${query}`, cookie ? { headers: { cookie } } : {}),
    );
  const first = await get();
  const page = (first.data as { page?: InboxPageData }).page;
  if (!page || !cookie || !page.reviews.some(awaitsDraft)) return { ...first, page };
  const form = { intent: 'draft', placeId: page.placeId, filter: page.filter, page: String(page.page) };
  await runInboxHandler(
    app,
    inboxAction,
    new Request(`${app.config.publicUrl}/inbox?place=${encodeURIComponent(page.placeId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams(form).toString(),
    }),
  );
  const again = await get();
  return { ...again, page: (again.data as { page?: InboxPageData }).page };
}
