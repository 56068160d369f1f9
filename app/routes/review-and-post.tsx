import { CircleCheckIcon, ShieldAlertIcon, TriangleAlertIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ReplyActionResult, ReplyPageData } from '#contracts/google-replies.ts';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmCheckbox, ReplyTextField } from '#app/shared/replies/reply-fields.tsx';
import { sensitiveReviewCopy } from '#app/content/sensitive-reviews.ts';
import { site } from '#app/content/site.ts';
import { zonedDateLabel } from '#app/lib/zoned-date-label.ts';
import type { Route } from './+types/review-and-post';
import { readActionForm } from '#app/lib/action-form.server.ts';
import { failureData, notFound, resultData } from '#app/lib/route-errors.server.ts';
import { failure } from '#contracts/error-constants.ts';
import { requireServices, tokenFrom } from '#app/lib/route-context.ts';

/**
 * /replies/{id}?t=…: the "Review and post" page a blitz email links to. The GET only shows the review and our draft
 * (mail scanners open links); posting to Google is a POST from this page, refused from other sites by the origin check
 * in server/http/security-headers.ts.
 */

export function meta(): Route.MetaDescriptors {
  return [{ title: `Review and post your reply · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The reply page');
  const token = tokenFrom(request);
  const page = await services.getReplyPage(params.id, token);
  // A bad, tampered or expired link, or one made for another draft, shows nothing of the review.
  if (!page) throw notFound();
  return { page, token };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = requireServices(context, 'The reply page');
  const token = tokenFrom(request);
  const form = await readActionForm(request);
  const intent = form.get('intent');
  let result: ReplyActionResult | null;
  if (intent === 'skip') {
    result = await services.skipReply(params.id, token);
  } else if (intent === 'post') {
    const text = form.get('text');
    result = await services.postReply(params.id, token, {
      text: typeof text === 'string' ? text : '',
      confirmEscalation: form.get('confirmEscalation') === 'yes',
      confirmOverwrite: form.get('confirmOverwrite') === 'yes',
      reviewVersion: typeof form.get('reviewVersion') === 'string' ? String(form.get('reviewVersion')) : undefined,
    });
  } else {
    const refused = failure('BAD_REQUEST', 'Choose “Post to Google” or “Skip”.');
    return failureData({ ...refused, outcome: 'invalid' as const, text: '' });
  }
  if (!result) throw notFound();
  return resultData(result);
}

const formatNumber = (n: number) => n.toLocaleString('en-US');

function Stars({ rating }: { rating: number }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="text-lg tracking-wider text-terracotta">
      <span aria-hidden>{'★'.repeat(full) + '☆'.repeat(5 - full)}</span>
      <span className="sr-only">{`${full} out of 5 stars`}</span>
    </p>
  );
}

function ReviewCard({ page }: { page: ReplyPageData }) {
  const { review } = page;
  return (
    <section aria-labelledby="review-heading" className="rounded-lg border border-border bg-card p-5">
      <h2 id="review-heading" className="sr-only">
        The review
      </h2>
      <Stars rating={review.rating} />
      <p className="mt-1 text-sm text-muted-foreground">
        {review.reviewer} · {zonedDateLabel(new Date(review.createdAt), page.timeZone, 'long')}
        {page.reviewEdited ? ' · edited by the guest since we wrote the reply below' : ''}
      </p>
      <p className="mt-3 whitespace-pre-wrap text-foreground">
        {review.text?.trim() ? review.text : <em>No written review, stars only.</em>}
      </p>
    </section>
  );
}

function Posted({ text, at, again, timeZone }: { text: string; at: string; again: boolean; timeZone: string }) {
  return (
    <section aria-labelledby="posted-heading" className="mt-8 rounded-lg border border-primary/40 bg-forest-50 p-5">
      <div className="flex items-center gap-3">
        <CircleCheckIcon aria-hidden className="size-7 text-primary" />
        <h2 id="posted-heading" className="text-xl font-bold">
          Posted to Google
        </h2>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        {again ? 'This reply was posted' : 'Your reply is live. It was posted'} on{' '}
        {zonedDateLabel(new Date(at), timeZone, 'long')}, and guests see it under the review on Google.
      </p>
      <p
        className="mt-3 whitespace-pre-wrap rounded-md border-l-4 border-primary bg-card p-3"
        data-testid="posted-text"
      >
        {text}
      </p>
    </section>
  );
}

export default function ReviewAndPost({ loaderData, actionData }: Route.ComponentProps) {
  const { page, token } = loaderData;
  const result = actionData as ReplyActionResult | undefined;
  const [text, setText] = useState(() => (result && 'text' in result ? result.text : page.draft));
  const posted = postedReply(result, page);
  const skipped = result?.outcome === 'skipped' || (page.status === 'skipped' && !result);
  const existingReply = result?.outcome === 'replied-elsewhere' ? result.existingReply : page.existingReply;

  return (
    <SiteLayout>
      <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Review and post</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Reply to {page.review.reviewer}</h1>
        <p className="mt-2 text-muted-foreground">
          A review of {page.locationTitle} on Google. Every other review is in{' '}
          <a href="/inbox" className="text-primary underline underline-offset-4">
            your inbox
          </a>
          .
        </p>
        <div className="mt-6">
          <ReviewCard page={page} />
        </div>

        {posted ? (
          <Posted {...posted} timeZone={page.timeZone} />
        ) : (
          <>
            {existingReply ? <ExistingReplyNote existingReply={existingReply} timeZone={page.timeZone} /> : null}
            {page.escalation.length > 0 ? <EscalationNote escalation={page.escalation} /> : null}
            {skipped ? (
              <p className="mt-6 rounded-md bg-muted p-3 text-sm" role="status">
                You skipped this reply, so nothing was posted. You can still post it below.
              </p>
            ) : null}
            <ReplyForm
              page={page}
              formAction={`/replies/${encodeURIComponent(page.draftId)}?t=${encodeURIComponent(token)}`}
              message={result && 'message' in result ? result.message : null}
              overwrites={existingReply !== null}
              text={text}
              onTextChange={setText}
            />
          </>
        )}
      </section>
    </SiteLayout>
  );
}

/** The reply on Google through us: this action's answer, or the page's record of an earlier post. */
function postedReply(result: ReplyActionResult | undefined, page: ReplyPageData) {
  if (result?.outcome === 'posted') return { text: result.text, at: result.at, again: result.alreadyPosted };
  if (page.status === 'posted' && page.postedText && page.postedAt) {
    return { text: page.postedText, at: page.postedAt, again: true };
  }
  return null;
}

type ExistingReply = NonNullable<ReplyPageData['existingReply']>;

function ExistingReplyNote({ existingReply, timeZone }: { existingReply: ExistingReply; timeZone: string }) {
  return (
    <section
      aria-labelledby="existing-heading"
      className="mt-6 rounded-lg border border-amber bg-accent p-5 text-accent-foreground"
    >
      <h2 id="existing-heading" className="font-semibold">
        This review already has a reply on Google
      </h2>
      <p className="mt-2 whitespace-pre-wrap" data-testid="existing-reply">
        {existingReply.text}
      </p>
      <p className="mt-2 text-sm">
        Posted {zonedDateLabel(new Date(existingReply.at), timeZone, 'long')}, not through {site.brandName}. Posting
        yours replaces it.
      </p>
    </section>
  );
}

function EscalationNote({ escalation }: { escalation: ReplyPageData['escalation'] }) {
  return (
    <section aria-labelledby="escalation-heading" className="mt-6 rounded-lg border border-destructive/50 bg-card p-5">
      <div className="flex items-center gap-2">
        <ShieldAlertIcon aria-hidden className="size-5 text-destructive" />
        <h2 id="escalation-heading" className="font-semibold">
          {sensitiveReviewCopy.heading}
        </h2>
      </div>
      <p className="mt-2 text-sm">{sensitiveReviewCopy.body(escalation.join(' and '))}</p>
    </section>
  );
}

type ReplyFormProps = {
  page: ReplyPageData;
  formAction: string;
  message: string | null;
  /** A reply is on Google already: posting asks to replace it. */
  overwrites: boolean;
  text: string;
  onTextChange: (text: string) => void;
};

function ReplyForm({ page, formAction, message, overwrites, text, onTextChange }: ReplyFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const messageId = useId();
  return (
    <Form method="post" action={formAction} className="mt-8" aria-describedby={message ? messageId : undefined}>
      <input type="hidden" name="reviewVersion" value={page.reviewVersion} />
      <ReplyTextField
        label="Your reply"
        labelClassName="text-base font-semibold"
        value={text}
        onChange={onTextChange}
        maxBytes={page.maxBytes}
        rows={9}
      />
      {message ? (
        <div
          id={messageId}
          role="alert"
          className="mt-4 flex gap-2 rounded-md border border-destructive/50 bg-card p-3 text-sm"
        >
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>{message}</p>
        </div>
      ) : null}
      {page.escalation.length > 0 ? (
        <ConfirmCheckbox name="confirmEscalation">{sensitiveReviewCopy.confirm}</ConfirmCheckbox>
      ) : null}
      {overwrites ? (
        <ConfirmCheckbox name="confirmOverwrite">Replace the reply that is on Google now with mine.</ConfirmCheckbox>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="post" size="lg" disabled={busy}>
          {busy && navigation.formData?.get('intent') === 'post' ? 'Posting…' : 'Post to Google'}
        </Button>
        <Button type="submit" name="intent" value="skip" size="lg" variant="outline" disabled={busy}>
          Skip
        </Button>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        Nothing is posted until you press “Post to Google”. Google allows replies of up to {formatNumber(page.maxBytes)}{' '}
        bytes; accented letters and emoji take two to four bytes each.
      </p>
    </Form>
  );
}
