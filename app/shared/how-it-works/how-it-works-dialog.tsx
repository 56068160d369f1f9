import { PlayIcon, ShieldCheckIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { hero } from '#app/content/landing/hero.ts';
import { site } from '#app/content/site.ts';

/** Privacy-enhanced embed: no cookies until play, and only requested after the click. */
function explainerEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&modestbranding=1`;
}

/**
 * "How It Works" with a click-to-load video facade: the poster is our own drawing, so opening the
 * dialog requests nothing from another host; pressing play swaps in the iframe.
 */
export function HowItWorksDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: the dialog is not wrapped in a DialogTrigger (it loads lazily), so focus is returned by hand. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  const [playing, setPlaying] = useState(false);
  const copy = hero.howItWorks;
  const video = site.explainerVideo;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing stops the video: the iframe is removed with the content.
        if (!next) setPlaying(false);
        onOpenChange(next);
      }}
    >
      <DialogContent
        size="xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle size="lg">{copy.dialogTitle}</DialogTitle>
          <DialogDescription>{copy.dialogDescription}</DialogDescription>
        </DialogHeader>
        <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-forest-950">
          {playing ? (
            <iframe
              className="absolute inset-0 size-full border-0"
              src={explainerEmbedUrl(video.id)}
              title={video.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-4 text-primary-foreground focus-visible:outline-amber focus-visible:-outline-offset-4"
            >
              <VideoPoster />
              <span className="relative inline-flex size-18 items-center justify-center rounded-full bg-amber text-amber-foreground shadow-xl transition-transform group-hover:scale-105">
                <PlayIcon className="ml-1 size-8 fill-current" aria-hidden="true" />
              </span>
              <span className="relative text-base font-semibold">
                {copy.playLabel}
                <span className="font-normal text-primary-foreground/80"> · {video.durationLabel}</span>
              </span>
              <span className="relative max-w-md px-6 text-center text-sm text-primary-foreground/85">
                {video.title}
              </span>
            </button>
          )}
        </div>
        <p className="flex items-start gap-2 text-xs leading-5 text-muted-foreground">
          <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {copy.privacyNote}
        </p>
      </DialogContent>
    </Dialog>
  );
}

/** The facade's poster: a playbook page and a reply bubble, drawn in the brand colours. */
function VideoPoster() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <defs>
        <radialGradient id="hiw-glow" cx="0.7" cy="0.2" r="0.9">
          <stop offset="0" stopColor="#2a6346" />
          <stop offset="1" stopColor="#0f2a1d" />
        </radialGradient>
      </defs>
      <rect width="640" height="360" fill="url(#hiw-glow)" />
      <g opacity="0.35">
        <rect x="60" y="70" width="170" height="220" rx="10" fill="#fffdf8" />
        <rect x="80" y="95" width="110" height="10" rx="5" fill="#a8461f" />
        <rect x="80" y="120" width="130" height="6" rx="3" fill="#c9bda6" />
        <rect x="80" y="134" width="120" height="6" rx="3" fill="#c9bda6" />
        <rect x="80" y="148" width="125" height="6" rx="3" fill="#c9bda6" />
        <rect x="80" y="175" width="80" height="8" rx="4" fill="#1f4d36" />
        <rect x="80" y="195" width="130" height="6" rx="3" fill="#c9bda6" />
        <rect x="80" y="209" width="100" height="6" rx="3" fill="#c9bda6" />
        <rect x="80" y="223" width="118" height="6" rx="3" fill="#c9bda6" />
      </g>
      <g opacity="0.3">
        <path
          d="M430 80h150a14 14 0 0 1 14 14v70a14 14 0 0 1-14 14h-90l-34 26v-26h-26a14 14 0 0 1-14-14V94a14 14 0 0 1 14-14z"
          fill="#f2c66d"
        />
        <rect x="440" y="104" width="120" height="8" rx="4" fill="#163a29" />
        <rect x="440" y="122" width="96" height="8" rx="4" fill="#163a29" />
        <rect x="440" y="140" width="108" height="8" rx="4" fill="#163a29" />
      </g>
      <g fill="#f2c66d" opacity="0.35">
        <circle cx="470" cy="250" r="5" />
        <circle cx="490" cy="250" r="5" />
        <circle cx="510" cy="250" r="5" />
        <circle cx="530" cy="250" r="5" />
        <circle cx="550" cy="250" r="5" />
      </g>
    </svg>
  );
}
