import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

// Height and text size come from `size` and `variant`, never from a caller's className (`cn` resolves no conflicts).
export const inputVariants = cva(
  [
    'flex w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-foreground shadow-xs transition-[border-color,box-shadow] outline-none placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium disabled:cursor-not-allowed disabled:opacity-50',
    'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none',
    'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
  ],
  {
    variants: {
      size: { default: 'h-10', lg: 'h-11', xl: 'h-12' },
      variant: {
        // 16 px on phones, so iOS does not zoom into the field.
        default: 'text-base md:text-sm',
        // A number a visitor types and reads as a figure (the ROI calculator).
        figure: 'text-lg font-semibold tabular-nums',
      },
    },
    defaultVariants: { size: 'default', variant: 'default' },
  },
);

export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>;

export function Input({ className, type, size, variant, ...props }: InputProps) {
  return <input type={type} data-slot="input" className={inputVariants({ size, variant, className })} {...props} />;
}
