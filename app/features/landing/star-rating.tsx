import { StarIcon } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';

/** Five stars with the rating as text for screen readers ("2 out of 5 stars"). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      <span className="sr-only">{`${rating} out of 5 stars`}</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= rating ? 'fill-amber text-[#b7862a]' : 'fill-transparent text-input')}
        />
      ))}
    </span>
  );
}
