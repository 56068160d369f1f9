import { PlayCircleIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button, type ButtonProps } from '#app/components/ui/button.tsx';
import { hero } from '#app/content/landing/hero.ts';

const loadDialog = () => import('./how-it-works-dialog.tsx');
// The dialog and its video facade are fetched on first use (or hover), not with the page.
const HowItWorksDialog = lazy(async () => ({ default: (await loadDialog()).HowItWorksDialog }));

/** Opens the "How It Works" dialog. Exported for the playbook form card to reuse. */
export function HowItWorksButton({
  className,
  size,
  variant = 'secondary',
}: Pick<ButtonProps, 'className' | 'size' | 'variant'>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        size={size}
        variant={variant}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <PlayCircleIcon aria-hidden="true" />
        {hero.howItWorks.buttonLabel}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <HowItWorksDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
