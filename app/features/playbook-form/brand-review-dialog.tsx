import { ArrowLeftIcon, SparklesIcon, StarIcon } from 'lucide-react';
import { memo, useId, useRef } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/dialog.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { playbookFlow } from '#app/content/playbook-flow.ts';
import { brandReview } from '#app/content/playbook-flow-steps.ts';
import { cn } from '#app/lib/cn.ts';
import type { BrandProfile, ReviewInsight } from '#contracts/brand.ts';
import type { Review, ReviewGroups } from '#contracts/places.ts';
import type { BrandFormValues } from './brand-form.ts';
import { voiceLine } from './voice-line.ts';
import type { OwnerContactErrors } from './owner-contact.ts';
import { analysedReviewCount, insightsByReviewId, ownerRepliesLine, REVIEW_GROUP_ORDER } from './review-insights.ts';

type BrandReviewDialogProps = {
  open: boolean;
  profile: BrandProfile;
  values: BrandFormValues;
  onChange: (values: BrandFormValues) => void;
  errors: OwnerContactErrors;
  blitzOptIn: boolean;
  onBlitzOptInChange: (value: boolean) => void;
  reviews: ReviewGroups | null;
  allReviews: readonly Review[];
  /** Where the analysed reviews came from, as the research-brand answer reported it. */
  reviewSource: Review['source'] | null;
  pending: boolean;
  onClose: () => void;
  onGenerate: () => void;
};

/** Step 2: the full-screen "Review Your Brand Profile" dialog. */
export function BrandReviewDialog(props: BrandReviewDialogProps) {
  const { open, profile, values, onChange, errors, blitzOptIn, onBlitzOptInChange } = props;
  const { reviews, allReviews, reviewSource, pending, onClose, onGenerate } = props;
  const copy = brandReview;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const count = analysedReviewCount(reviews, profile.reviewCount);
  // "AI" only when the server says a model produced the profile; samples are called samples.
  const facts = { ai: profile.engine !== 'offline', samples: reviewSource === 'catalogue' };
  const ownerReplies = ownerRepliesLine(profile, copy.ownerReplies);
  const set = (key: keyof BrandFormValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ ...values, [key]: event.target.value });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        size="fullscreen"
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          // Start where the visitor has work to do: the owner's name (the analysis filled the rest).
          const owner = formRef.current?.querySelector<HTMLInputElement>('[name="ownerName"]');
          if (owner) {
            event.preventDefault();
            owner.focus();
          }
        }}
      >
        <header className="border-b border-border bg-card px-4 py-4 pr-14 sm:px-8">
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-terracotta uppercase">
            <SparklesIcon className="size-3.5" aria-hidden="true" />
            {playbookFlow.card.stepLabel(2)}
          </p>
          <DialogTitle size="lg" className="mt-1 sm:text-3xl">
            {copy.title}
          </DialogTitle>
          <DialogDescription size="lg" className="mt-1 max-w-3xl">
            {copy.description(count, profile.name, facts)}
          </DialogDescription>
          {ownerReplies ? <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{ownerReplies}</p> : null}
        </header>
        <div className="grid min-h-0 flex-1 overflow-y-auto lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:overflow-hidden">
          <form
            ref={formRef}
            id={`${id}-form`}
            noValidate
            aria-labelledby={`${id}-form-heading`}
            className="space-y-5 px-4 py-6 sm:px-8 lg:overflow-y-auto"
            onSubmit={(event) => {
              event.preventDefault();
              onGenerate();
            }}
          >
            <h3 id={`${id}-form-heading`} className="font-sans text-lg font-semibold">
              {copy.formHeading}
            </h3>
            <BrandFields id={id} values={values} errors={errors} set={set} />
            <VoiceFields id={id} values={values} set={set} voice={voiceLine(profile, facts.samples)} />
            <BlitzOptIn id={id} checked={blitzOptIn} onChange={onBlitzOptInChange} />
          </form>
          <ReviewsPanel
            id={id}
            profile={profile}
            reviews={reviews}
            allReviews={allReviews}
            count={count}
            facts={facts}
          />
        </div>
        <footer className="flex flex-col-reverse gap-2 border-t border-border bg-card px-4 py-3 sm:flex-row sm:justify-between sm:px-8">
          <Button type="button" variant="outline" size="lg" onClick={onClose}>
            <ArrowLeftIcon aria-hidden="true" />
            {copy.close}
          </Button>
          <Button type="submit" form={`${id}-form`} size="lg" disabled={pending}>
            <SparklesIcon aria-hidden="true" />
            {pending ? copy.generating : copy.generate(facts.ai)}
          </Button>
        </footer>
      </DialogContent>
    </Dialog>
  );
}

type FieldSetter = (
  key: keyof BrandFormValues,
) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;

/** The restaurant's name and vibe, and the owner's name and email (the two required fields). */
function BrandFields(props: { id: string; values: BrandFormValues; errors: OwnerContactErrors; set: FieldSetter }) {
  const { id, values, errors, set } = props;
  const copy = brandReview;
  return (
    <>
      <Field id={`${id}-name`} label={copy.fields.name.label}>
        <Input id={`${id}-name`} value={values.name} onChange={set('name')} autoComplete="organization" size="lg" />
      </Field>
      <Field id={`${id}-vibe`} label={copy.fields.vibe.label}>
        <Input
          id={`${id}-vibe`}
          value={values.vibe}
          onChange={set('vibe')}
          placeholder={copy.fields.vibe.placeholder}
          size="lg"
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-owner`} label={copy.fields.ownerName.label} required error={errors.ownerName}>
          <Input
            id={`${id}-owner`}
            name="ownerName"
            value={values.ownerName}
            onChange={set('ownerName')}
            autoComplete="name"
            placeholder={copy.fields.ownerName.placeholder}
            aria-required="true"
            aria-invalid={errors.ownerName ? true : undefined}
            aria-describedby={errors.ownerName ? `${id}-owner-error` : undefined}
            size="lg"
          />
        </Field>
        <Field id={`${id}-email`} label={copy.fields.contactEmail.label} required error={errors.contactEmail}>
          <Input
            id={`${id}-email`}
            name="contactEmail"
            type="email"
            value={values.contactEmail}
            onChange={set('contactEmail')}
            autoComplete="email"
            placeholder={copy.fields.contactEmail.placeholder}
            aria-required="true"
            aria-invalid={errors.contactEmail ? true : undefined}
            aria-describedby={errors.contactEmail ? `${id}-email-error` : undefined}
            size="lg"
          />
        </Field>
      </div>
    </>
  );
}

/** How the replies sound: tone (with where the voice came from), signature items, strengths and the sign-off. */
function VoiceFields(props: { id: string; values: BrandFormValues; set: FieldSetter; voice: string }) {
  const { id, values, set, voice } = props;
  const copy = brandReview;
  return (
    <>
      <Field id={`${id}-tone`} label={copy.fields.toneOfVoice.label}>
        <Input
          id={`${id}-tone`}
          value={values.toneOfVoice}
          onChange={set('toneOfVoice')}
          placeholder={copy.fields.toneOfVoice.placeholder}
          aria-describedby={`${id}-voice`}
          size="lg"
        />
        <p id={`${id}-voice`} className="text-sm text-muted-foreground" data-testid="voice-source">
          {voice}
        </p>
      </Field>
      <Field id={`${id}-items`} label={copy.fields.signatureItems.label}>
        <Input
          id={`${id}-items`}
          value={values.signatureItems}
          onChange={set('signatureItems')}
          placeholder={copy.fields.signatureItems.placeholder}
          size="lg"
        />
      </Field>
      <Field id={`${id}-strengths`} label={copy.fields.strengths.label}>
        <Textarea id={`${id}-strengths`} value={values.strengths} onChange={set('strengths')} rows={4} />
      </Field>
      <Field id={`${id}-signoff`} label={copy.fields.signOff.label}>
        <Input
          id={`${id}-signoff`}
          value={values.signOff}
          onChange={set('signOff')}
          placeholder={copy.fields.signOff.placeholder}
          size="lg"
        />
      </Field>
    </>
  );
}

function BlitzOptIn({ id, checked, onChange }: { id: string; checked: boolean; onChange: (value: boolean) => void }) {
  const copy = brandReview;
  return (
    <div className="rounded-xl border border-border bg-accent/60 p-4">
      <p className="text-sm font-semibold text-accent-foreground">{copy.blitzTitle}</p>
      <div className="mt-2 flex items-start gap-3">
        <Checkbox
          id={`${id}-blitz`}
          checked={checked}
          onCheckedChange={(next) => onChange(next === true)}
          className="mt-0.5"
        />
        <Label htmlFor={`${id}-blitz`} variant="text">
          {copy.blitzLabel}
        </Label>
      </div>
    </div>
  );
}

type ReviewsPanelProps = {
  id: string;
  profile: BrandProfile;
  reviews: ReviewGroups | null;
  allReviews: readonly Review[];
  count: number;
  facts: { ai: boolean; samples: boolean };
};

/** The analysed reviews by group, each with what the analysis found in it. */
function ReviewsPanel({ id, profile, reviews, allReviews, count, facts }: ReviewsPanelProps) {
  const copy = brandReview;
  const insights = insightsByReviewId(allReviews, profile.reviewInsights);
  return (
    <section
      tabIndex={0}
      aria-labelledby={`${id}-reviews-heading`}
      className="focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring border-t border-border bg-muted/50 px-4 py-6 sm:px-8 lg:overflow-y-auto lg:border-t-0 lg:border-l"
    >
      <h3 id={`${id}-reviews-heading`} className="font-sans text-lg font-semibold">
        {copy.reviewsHeading(facts.samples)} ({count})
      </h3>
      {facts.samples && (
        <p className="mt-2 rounded-lg border border-border bg-card px-3 py-2 text-sm text-muted-foreground">
          {copy.samplesNote}
        </p>
      )}
      {reviews ? (
        REVIEW_GROUP_ORDER.map((group) => (
          <div key={group} className="mt-5">
            <h4 className="font-sans text-sm font-semibold text-muted-foreground">
              {copy.groups[group]} · {reviews[group].length}
            </h4>
            {reviews[group].length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{copy.noReviewsInGroup}</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {reviews[group].map((review) => (
                  <ReviewCard key={review.id} review={review} insight={insights.get(review.id)} />
                ))}
              </ul>
            )}
          </div>
        ))
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">{copy.description(count, profile.name, facts)}</p>
      )}
    </section>
  );
}

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        <span>
          {label}
          {required && <span className="font-normal text-muted-foreground"> {brandReview.requiredMark}</span>}
        </span>
      </Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Memoised: the owner types into this dialog, and every keystroke re-rendered all the review cards with it, enough on
 * a slow phone to delay the keystroke's paint visibly. A card's review and insight do not change while the dialog is
 * open.
 */
const ReviewCard = memo(function ReviewCard({
  review,
  insight,
}: {
  review: Review;
  insight: ReviewInsight | undefined;
}) {
  const copy = brandReview;
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-0.5" role="img" aria-label={copy.starsLabel(review.rating)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <StarIcon
              key={n}
              className={cn('size-4', n <= review.rating ? 'fill-amber text-[#8a6216]' : 'text-input')}
              aria-hidden="true"
            />
          ))}
        </span>
        <span className="text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">{review.authorName}</span> · {review.relativeTime}
        </span>
      </div>
      <p className="mt-2 text-sm leading-6 text-foreground">{review.text || copy.noText}</p>
      {insight && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="What the analysis found">
          <li className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', sentimentClass(insight.sentiment))}>
            {copy.sentimentLabel[insight.sentiment]}
          </li>
          {insight.aspects.map((aspect, index) => (
            <li
              key={`${aspect.aspect}-${index}`}
              className="rounded-full border border-border bg-background px-2 py-0.5 text-xs text-foreground"
            >
              {copy.aspectLabel[aspect.aspect]}
              {aspect.subject ? `: ${aspect.subject}` : ''}
              {aspect.sentiment !== 'neutral' && <span className="sr-only"> ({aspect.sentiment})</span>}
              {aspect.sentiment === 'positive' && <span aria-hidden="true"> +</span>}
              {aspect.sentiment === 'negative' && <span aria-hidden="true"> −</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
});

function sentimentClass(sentiment: ReviewInsight['sentiment']): string {
  switch (sentiment) {
    case 'positive':
      return 'bg-secondary text-secondary-foreground';
    case 'negative':
      return 'bg-destructive text-destructive-foreground';
    case 'mixed':
      return 'bg-accent text-accent-foreground';
    case 'neutral':
      return 'bg-muted text-muted-foreground';
  }
}
