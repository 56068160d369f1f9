import { cn } from '#app/lib/cn.ts';

/** The logo mark: a reply bubble on a forest-green tile (same drawing as public/favicon.svg). Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 10h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-7l-5 4v-4H9a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z"
        className="fill-amber"
      />
      <path d="M11 14.5h10M11 17.5h6" stroke="#1f4d36" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
