import { cva, type VariantProps } from 'class-variance-authority';
import { Label as LabelPrimitive } from 'radix-ui';
import type * as React from 'react';

export const labelVariants = cva(
  'flex items-center gap-2 text-sm text-foreground select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
  {
    variants: {
      variant: {
        default: 'leading-none font-medium',
        // The label of a form's main field (the restaurant search).
        strong: 'font-semibold',
        // A sentence beside a checkbox.
        text: 'leading-6 font-normal',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Label({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root> & VariantProps<typeof labelVariants>) {
  return <LabelPrimitive.Root data-slot="label" className={labelVariants({ variant, className })} {...props} />;
}
