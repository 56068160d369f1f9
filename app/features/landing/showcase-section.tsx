import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon, SparklesIcon } from 'lucide-react';
import { useId } from 'react';
import { illustrativeNote } from '#app/content/landing/common.ts';
import { showcase } from '#app/content/landing/showcase.ts';
import { cn } from '#app/lib/cn.ts';
import { SectionHeading } from './section-heading.tsx';
import { StarRating } from './star-rating.tsx';
import { ROTATION_CONTROL_ATTRIBUTE, useAutoRotation } from './use-auto-rotation.ts';

/** Desktop only: hidden and not rotating below this width. */
const DESKTOP_MEDIA = '(min-width: 1024px)';

const controlClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-xs transition-colors hover:bg-muted';

/**
 * Before/after review replies (three example restaurants, every 4 seconds), as a WAI-ARIA carousel.
 */
export function ShowcaseSection() {
  const items = showcase.items;
  const { index, paused, goTo, togglePaused, containerProps } = useAutoRotation(
    items.length,
    showcase.rotationIntervalMs,
    DESKTOP_MEDIA,
  );
  const slidesId = useId();

  return (
    <section aria-labelledby="showcase-heading" className="hidden border-y border-border bg-muted/60 py-24 lg:block">
      <div className="mx-auto max-w-7xl px-8">
        <SectionHeading
          id="showcase-heading"
          eyebrow={showcase.eyebrow}
          heading={showcase.heading}
          intro={showcase.intro}
        />
        <section
          aria-roledescription="carousel"
          aria-label={showcase.carouselLabel}
          className="mt-12"
          {...containerProps}
        >
          <ShowcaseControls index={index} paused={paused} goTo={goTo} togglePaused={togglePaused} slidesId={slidesId} />

          {/* Announced only when the visitor is in control (WAI-ARIA carousel: live region off while rotating). */}
          <div id={slidesId} className="mt-6 grid" aria-live={paused ? 'polite' : 'off'}>
            {items.map((item, i) => (
              <ShowcaseSlide key={item.id} item={item} position={i + 1} active={i === index} />
            ))}
          </div>
          {showcase.illustrative && <p className="mt-5 text-xs text-muted-foreground">{illustrativeNote}</p>}
        </section>
      </div>
    </section>
  );
}

type ControlsProps = {
  index: number;
  paused: boolean;
  goTo: (index: number) => void;
  togglePaused: () => void;
  slidesId: string;
};

/** A button per restaurant, then pause or play, previous and next. */
function ShowcaseControls({ index, paused, goTo, togglePaused, slidesId }: ControlsProps) {
  return (
    <div className="flex items-center justify-between gap-6">
      <div className="flex flex-wrap gap-2" role="group" aria-label={showcase.carouselLabel}>
        {showcase.items.map((item, i) => (
          <button
            key={item.id}
            type="button"
            aria-controls={slidesId}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => goTo(i)}
            className={cn(
              'rounded-full border px-4 py-2 text-sm font-medium transition-colors',
              i === index
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card text-foreground hover:bg-muted',
            )}
          >
            {item.restaurant}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          {...{ [ROTATION_CONTROL_ATTRIBUTE]: '' }}
          aria-label={paused ? showcase.playLabel : showcase.pauseLabel}
          onClick={togglePaused}
          className={controlClass}
        >
          {paused ? (
            <PlayIcon className="size-4" aria-hidden="true" />
          ) : (
            <PauseIcon className="size-4" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          aria-controls={slidesId}
          aria-label={showcase.previousLabel}
          onClick={() => goTo(index - 1)}
          className={controlClass}
        >
          <ChevronLeftIcon className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-controls={slidesId}
          aria-label={showcase.nextLabel}
          onClick={() => goTo(index + 1)}
          className={controlClass}
        >
          <ChevronRightIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

type ShowcaseItem = (typeof showcase.items)[number];

/** One restaurant: the review, a generic reply, and Replybook's reply with why it works. */
function ShowcaseSlide({ item, position, active }: { item: ShowcaseItem; position: number; active: boolean }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={showcase.slideLabel(position, showcase.items.length)}
      className={cn(
        // No cross-fade: a half-faded slide would be unreadable text for a moment, every 4 seconds.
        'grid grid-cols-[minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,1.25fr)] gap-5 [grid-area:1/1]',
        active ? 'visible' : 'invisible',
      )}
    >
      <article className="rounded-2xl border border-border bg-card p-6 shadow-sm">
        <p className="text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
          {item.review.platform} review · {item.review.timeAgo}
        </p>
        <h3 className="mt-3 font-sans text-lg font-semibold text-foreground">{item.restaurant}</h3>
        <p className="text-sm text-muted-foreground">
          {item.cuisine} · {item.neighbourhood}
        </p>
        <div className="mt-4 flex items-center gap-2">
          <StarRating rating={item.review.rating} />
          <span className="text-sm font-medium text-foreground">{item.review.author}</span>
        </div>
        <p className="mt-3 text-sm leading-6 text-foreground/90">“{item.review.text}”</p>
      </article>
      <div className="flex flex-col rounded-2xl border border-dashed border-input bg-background p-6">
        <p className="text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
          {showcase.genericLabel}
        </p>
        <p className="mt-4 flex-1 text-base leading-7 text-muted-foreground">{item.genericReply}</p>
      </div>
      <div className="relative flex flex-col rounded-2xl bg-primary p-6 text-primary-foreground shadow-lg">
        <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-amber uppercase">
          <SparklesIcon className="size-4" aria-hidden="true" />
          {showcase.replybookLabel}
        </p>
        <p className="mt-4 flex-1 text-base leading-7">{item.replybookReply}</p>
        <p className="mt-4 text-sm font-semibold text-amber">— {item.signedBy}</p>
        <div className="mt-5 border-t border-primary-foreground/15 pt-4">
          <p className="text-xs font-semibold text-primary-foreground/80">{showcase.whyLabel}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {item.whyItWorks.map((reason) => (
              <li key={reason} className="rounded-full bg-primary-foreground/10 px-3 py-1 text-xs">
                {reason}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
