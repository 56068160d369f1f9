import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { Slot } from './slot.tsx';

// The design system's variants and sizes, plus `amber`, the call to action on the dark sections.
// `cn` does not resolve conflicts, so the base holds no utility that a variant or a size sets: each size brings its
// own height, gap, radius and text size, and `wrap` its white-space (variants.test.ts checks every combination).
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center font-semibold transition-[color,background-color,border-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-forest-100',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
        amber: 'bg-amber text-amber-foreground shadow-sm hover:bg-amber/90',
      },
      size: {
        default: 'h-10 gap-2 rounded-md px-4 py-2 text-sm has-[>svg]:px-3',
        sm: 'h-8 gap-1.5 rounded-md px-3 text-[0.8125rem] has-[>svg]:px-2.5',
        // Height: see compoundVariants.
        lg: 'gap-2 rounded-lg px-6 text-base has-[>svg]:px-4',
        icon: 'size-10 gap-2 rounded-md text-sm',
      },
      /** Let a long label break onto more lines; a large button then grows with it. */
      wrap: {
        false: 'whitespace-nowrap',
        true: 'whitespace-normal',
      },
    },
    compoundVariants: [
      { size: 'lg', wrap: false, className: 'h-12' },
      { size: 'lg', wrap: true, className: 'min-h-12 py-3' },
    ],
    defaultVariants: { variant: 'default', size: 'default', wrap: false },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a link) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, wrap, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return <Comp data-slot="button" className={buttonVariants({ variant, size, wrap, className })} {...props} />;
}
