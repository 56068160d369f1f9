import { cva, type VariantProps } from 'class-variance-authority';
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

/**
 * A form label. Double-clicking it does not select its text (a click on a field inside the label still does what a
 * click on the field does), as Radix's Label behaves, without loading Radix on the pages that only need a label.
 */
export function Label({
  className,
  variant,
  onMouseDown,
  ...props
}: React.ComponentProps<'label'> & VariantProps<typeof labelVariants>) {
  return (
    <label
      data-slot="label"
      className={labelVariants({ variant, className })}
      onMouseDown={(event) => {
        if ((event.target as Element).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
