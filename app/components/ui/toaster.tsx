import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast.ts';

const ToastList = lazy(async () => ({ default: (await import('./toast-list.tsx')).ToastList }));

/**
 * Mounted once in app/root.tsx. Most visits never raise a toast, so Radix Toast and its layers load with the first
 * one rather than with every page; the store (use-toast.ts) keeps that toast until the list is there to show it.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
