import { ArrowUpIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { footerNavigation } from '#app/content/navigation.ts';
import { cn } from '#app/lib/cn.ts';
import { scrollToTop } from '#app/lib/scroll.ts';

/** Appears after 300 px of scroll. */
const BACK_TO_TOP_THRESHOLD_PX = 300;

export function BackToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button
      type="button"
      aria-label={footerNavigation.backToTopLabel}
      hidden={!visible}
      onClick={() => {
        scrollToTop();
        // Keyboard users continue from the top of the page, not from a button that is about to disappear.
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
      className={cn(
        'fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-xl transition-colors hover:bg-primary-hover sm:right-6 sm:bottom-6',
      )}
    >
      <ArrowUpIcon className="size-5" aria-hidden="true" />
    </button>
  );
}
