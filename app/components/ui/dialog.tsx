import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '#app/lib/cn.ts';

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-forest-950/55 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

// Each size is complete (position, width, gap, padding): a caller's className must not override any of them, since
// `cn` resolves no conflicts.
const centred =
  'top-1/2 left-1/2 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border';

export const dialogContentVariants = cva(
  'fixed z-50 bg-card text-card-foreground shadow-xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-dialog-in',
  {
    variants: {
      size: {
        default: [centred, 'max-w-lg gap-4 p-6'],
        // Unpadded: the content (the quote form) pads itself, so it scrolls with its padding.
        lg: [centred, 'max-w-2xl gap-4 p-0'],
        xl: [centred, 'max-w-3xl gap-5 p-5 sm:p-7'],
        // Step 2's brand review.
        fullscreen:
          'top-0 left-0 flex h-dvh max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 p-0',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export function DialogContent({
  className,
  children,
  size,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & { showCloseButton?: boolean }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={dialogContentVariants({ size, className })}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none"
          >
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export const dialogTitleVariants = cva('font-display font-semibold', {
  variants: { size: { default: 'text-xl leading-tight', lg: 'text-2xl' } },
  defaultVariants: { size: 'default' },
});

export function DialogTitle({
  className,
  size,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & VariantProps<typeof dialogTitleVariants>) {
  return (
    <DialogPrimitive.Title data-slot="dialog-title" className={dialogTitleVariants({ size, className })} {...props} />
  );
}

export const dialogDescriptionVariants = cva('text-muted-foreground', {
  variants: { size: { default: 'text-sm', lg: 'text-base' } },
  defaultVariants: { size: 'default' },
});

export function DialogDescription({
  className,
  size,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description> & VariantProps<typeof dialogDescriptionVariants>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={dialogDescriptionVariants({ size, className })}
      {...props}
    />
  );
}

/** A dialog's content that is one form: the title and description, the fields (children), then the footer's buttons. */
export function DialogForm({
  title,
  titleSize,
  description,
  footer,
  children,
  ...props
}: React.ComponentProps<'form'> & {
  title: React.ReactNode;
  titleSize?: VariantProps<typeof dialogTitleVariants>['size'];
  description: React.ReactNode;
  footer: React.ReactNode;
}) {
  return (
    <form {...props}>
      <DialogHeader>
        <DialogTitle size={titleSize}>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>{footer}</DialogFooter>
    </form>
  );
}
