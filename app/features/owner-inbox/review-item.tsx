import { ShieldAlertIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import type { InboxActionResult, InboxReview, InboxStyle } from '#contracts/owner-inbox.ts';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/use-toast.ts';
import { ownerInboxCopy as copy } from '#app/content/owner-inbox.ts';
import { zonedDateLabel } from '#app/lib/zoned-date-label.ts';
import { ConfirmCheckbox, ReplyTextField } from '#app/shared/replies/reply-fields.tsx';

const STYLES: InboxStyle[] = ['shorter', 'warmer', 'more-formal'];

export interface ReviewContext {
  placeId: string;
  connected: boolean;
  googleUrl: string | null;
  maxBytes: number;
  timeZone: string;
}

function Stars({ rating }: { rating: number }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="text-base tracking-wider text-terracotta">
      <span aria-hidden>{'★'.repeat(full) + '☆'.repeat(5 - full)}</span>
      <span className="sr-only">{copy.stars(full)}</span>
    </span>
  );
}

const STATE_CLASS: Record<InboxReview['state'], string> = {
  'needs-reply': 'bg-accent text-accent-foreground',
  posted: 'bg-forest-50 text-primary',
  'replied-on-google': 'bg-forest-50 text-primary',
  skipped: 'bg-muted text-muted-foreground',
};

function ReplyHistory({ review, timeZone }: { review: InboxReview; timeZone: string }) {
  const shown = review.posted ?? review.existingReply;
  if (!shown) return null;
  const date = zonedDateLabel(new Date(shown.at), timeZone, 'long');
  return (
    <div className="mt-4 rounded-md border-l-4 border-primary bg-card p-3">
      <p className="text-sm font-semibold">{review.posted ? copy.postedOn(date) : copy.repliedOnGoogle(date)}</p>
      <p className="mt-1 text-sm whitespace-pre-wrap" data-testid="reply-on-google">
        {shown.text}
      </p>
    </div>
  );
}

type ActionResult = InboxActionResult | undefined;

/** A posted or skipped review may leave the filtered list when the page reloads its data: the toast says what
 * happened even when the review is no longer shown. */
function useOutcomeToast(data: ActionResult, review: InboxReview) {
  useEffect(() => {
    const outcome = data?.reviewKey === review.key ? data.outcome : null;
    if (outcome === 'posted') toast({ title: copy.postedToast, description: copy.postedToastBody(review.reviewer) });
    if (outcome === 'skipped') toast({ title: copy.skippedToast(review.reviewer) });
  }, [data, review.key, review.reviewer]);
}

/** One review: a disclosure whose summary is the review at a glance, and whose panel is the reply to it. */
export function ReviewItem({ review, context }: { review: InboxReview; context: ReviewContext }) {
  const fetcher = useFetcher<InboxActionResult>();
  const result = fetcher.data?.reviewKey === review.key ? fetcher.data : undefined;
  const [text, setText] = useState(review.reply.text);
  // A draft written after the page was shown (its POST) fills the box while the owner has not typed in it.
  const drafted = review.reply.text;
  useEffect(() => {
    if (drafted !== '') setText((typed) => (typed === '' ? drafted : typed));
  }, [drafted]);
  const [copyNote, setCopyNote] = useState<string | null>(null);
  const answered = review.state === 'posted' || review.state === 'replied-on-google' || result?.outcome === 'posted';
  useOutcomeToast(fetcher.data, review);

  async function copyReply() {
    try {
      await navigator.clipboard.writeText(text);
      setCopyNote(copy.copied);
    } catch {
      setCopyNote(copy.copyFailed);
    }
  }

  return (
    <li className="rounded-xl border border-border bg-card shadow-sm" data-testid="inbox-review">
      <details className="group">
        <ReviewSummary review={review} timeZone={context.timeZone} />
        <div className="border-t border-border p-4 sm:p-5">
          <ReplyHistory review={review} timeZone={context.timeZone} />
          {answered ? null : (
            <ReplyForm
              fetcher={fetcher}
              result={result}
              review={review}
              context={context}
              text={text}
              onTextChange={setText}
              note={copyNote ?? (result?.outcome === 'saved' ? copy.saved : '')}
              onCopy={copyReply}
            />
          )}
        </div>
      </details>
    </li>
  );
}

/** The review at a glance: stars, reviewer, date, state, flags and the text. */
function ReviewSummary({ review, timeZone }: { review: InboxReview; timeZone: string }) {
  const date = zonedDateLabel(new Date(review.createdAt), timeZone, 'short');
  return (
    <summary className="flex cursor-pointer list-none flex-col gap-1 rounded-xl p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:p-5 [&::-webkit-details-marker]:hidden">
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="text-sm font-semibold">{review.reviewer}</span>
        <span className="text-sm text-muted-foreground">{date}</span>
        <span className={`ml-auto rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASS[review.state]}`}>
          {review.state === 'needs-reply' && review.reply.written ? copy.drafted : copy.states[review.state]}
        </span>
      </span>
      <span className="flex flex-wrap gap-2">
        {review.sample ? (
          <span className="rounded-full border border-border px-2 py-0.5 text-xs">{copy.sampleLabel}</span>
        ) : null}
        {review.escalation.length > 0 ? (
          <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
            {copy.filters.escalated}
          </span>
        ) : review.negative ? (
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs">{copy.filters.negative}</span>
        ) : null}
      </span>
      <span className="line-clamp-2 text-sm text-foreground group-open:line-clamp-none">
        {review.text ?? <em>{copy.noText}</em>}
      </span>
      <span className="text-sm font-semibold text-primary group-open:hidden">
        {review.state === 'posted' || review.state === 'replied-on-google' ? copy.seeReply : copy.openReply} →
      </span>
    </summary>
  );
}

/** What the last action on this review changes in its panel. */
function replyOutcome(result: ActionResult, review: InboxReview) {
  return {
    message: result && 'message' in result ? result.message : null,
    version: result?.outcome === 'rewritten' ? result : null,
    existingReply: result?.outcome === 'replied-elsewhere' ? result.existingReply : review.existingReply,
    skipped: result?.outcome === 'skipped' || (review.state === 'skipped' && result?.outcome !== 'unskipped'),
  };
}

type ReplyFormProps = {
  fetcher: FetcherWithComponents<InboxActionResult>;
  result: ActionResult;
  review: InboxReview;
  context: ReviewContext;
  text: string;
  onTextChange: (text: string) => void;
  /** The status line: the copy outcome or "saved". */
  note: string;
  onCopy: () => void;
};

/** The reply panel of a review not answered yet: the draft, its checks and the actions. */
function ReplyForm({ fetcher, result, review, context, text, onTextChange, note, onCopy }: ReplyFormProps) {
  const busy = fetcher.state !== 'idle';
  const { message, version, existingReply, skipped } = replyOutcome(result, review);
  const escalated = review.escalation.length > 0;
  return (
    <fetcher.Form method="post" action={`/inbox?place=${encodeURIComponent(context.placeId)}`}>
      <input type="hidden" name="placeId" value={context.placeId} />
      <input type="hidden" name="review" value={review.key} />
      {review.reviewVersion ? <input type="hidden" name="reviewVersion" value={review.reviewVersion} /> : null}
      {escalated ? <EscalationNote escalation={review.escalation} /> : null}
      {skipped ? (
        <p className="mb-3 rounded-md bg-muted p-3 text-sm" role="status">
          {copy.skippedNote}
        </p>
      ) : null}
      <ReplyTextField
        label={copy.replyLabel}
        labelClassName="text-sm font-semibold"
        hint={
          review.drafting ? null : (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="not-on-plan">
              {copy.notOnPlan}
            </p>
          )
        }
        value={text}
        onChange={onTextChange}
        maxBytes={context.maxBytes}
        rows={7}
        placeholder={review.drafting && !review.reply.written ? copy.writingDraft : undefined}
      />
      {version ? <VersionPanel version={version} onUse={() => onTextChange(version.version)} /> : null}
      {message ? <ErrorNote message={message} /> : null}
      {context.connected && escalated ? (
        <ConfirmCheckbox name="confirmEscalation">{copy.confirmEscalation}</ConfirmCheckbox>
      ) : null}
      {context.connected && existingReply ? (
        <ConfirmCheckbox name="confirmOverwrite">{copy.confirmOverwrite}</ConfirmCheckbox>
      ) : null}
      <ReplyActions
        review={review}
        context={context}
        busy={busy}
        posting={busy && fetcher.formData?.get('intent') === 'post'}
        skipped={skipped}
        onCopy={onCopy}
      />
      <p className="mt-2 text-sm text-muted-foreground" role="status">
        {note}
      </p>
      {/* "Write it differently" writes a reply: only where the plan has Replybook write this one. */}
      {review.drafting ? <StyleChoices busy={busy} /> : null}
      {context.connected ? <p className="mt-3 text-xs text-muted-foreground">{copy.postNote}</p> : null}
    </fetcher.Form>
  );
}

function EscalationNote({ escalation }: { escalation: InboxReview['escalation'] }) {
  return (
    <div className="mb-4 rounded-lg border border-destructive/50 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <ShieldAlertIcon aria-hidden className="size-4 text-destructive" />
        {copy.escalationHeading}
      </p>
      <p className="mt-1 text-sm">{copy.escalationBody(escalation.join(' and '))}</p>
    </div>
  );
}

type Rewritten = Extract<InboxActionResult, { outcome: 'rewritten' }>;

/** A rewritten version in another style, offered next to the draft. */
function VersionPanel({ version, onUse }: { version: Rewritten; onUse: () => void }) {
  return (
    <div className="mt-3 rounded-md border border-primary/40 bg-forest-50 p-3" data-testid="variant">
      <p className="text-sm font-semibold">{copy.versionHeading(copy.styles[version.style])}</p>
      <p className="mt-1 text-sm whitespace-pre-wrap">{version.version}</p>
      <p className="mt-1 text-xs text-muted-foreground">{copy.versionNote}</p>
      <Button type="button" size="sm" className="mt-2" onClick={onUse}>
        {copy.useVersion}
      </Button>
    </div>
  );
}

function ErrorNote({ message }: { message: string }) {
  return (
    <div role="alert" className="mt-3 flex gap-2 rounded-md border border-destructive/50 p-3 text-sm">
      <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p>{message}</p>
    </div>
  );
}

type ReplyActionsProps = {
  review: InboxReview;
  context: ReviewContext;
  busy: boolean;
  posting: boolean;
  skipped: boolean;
  onCopy: () => void;
};

/** Post (connected) or copy and open on Google, then save and skip. */
function ReplyActions({ review, context, busy, posting, skipped, onCopy }: ReplyActionsProps) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {context.connected ? (
        <Button type="submit" name="intent" value="post" disabled={busy}>
          {posting ? copy.posting : copy.post}
        </Button>
      ) : (
        <>
          <Button type="button" onClick={onCopy}>
            {copy.copy}
          </Button>
          {context.googleUrl && !review.sample ? (
            <Button asChild variant="outline">
              <a href={context.googleUrl} target="_blank" rel="noreferrer">
                {copy.openOnGoogle}
              </a>
            </Button>
          ) : null}
        </>
      )}
      <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
        {copy.save}
      </Button>
      <Button type="submit" name="intent" value={skipped ? 'unskip' : 'skip'} variant="ghost" disabled={busy}>
        {skipped ? copy.unskip : copy.skip}
      </Button>
    </div>
  );
}

/** "Write it differently": each style is a submit button of its own. */
function StyleChoices({ busy }: { busy: boolean }) {
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold">{copy.differently}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {STYLES.map((style) => (
          <Button key={style} type="submit" name="style" value={style} variant="secondary" size="sm" disabled={busy}>
            {copy.styles[style]}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
