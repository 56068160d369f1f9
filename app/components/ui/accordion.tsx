import { ChevronDownIcon } from 'lucide-react';
import { createContext, use, useId, useState } from 'react';
import type * as React from 'react';
import { cn } from '#app/lib/cn.ts';

/**
 * A single-open, collapsible accordion (the WAI-ARIA accordion pattern: a heading holding a button with
 * aria-expanded and aria-controls, and a labelled region). Our own rather than Radix's: the FAQ is its only use, and
 * these few lines keep Radix's collection and collapsible code off the landing page's critical JavaScript.
 */
type AccordionState = { open: string | null; toggle: (value: string) => void };
const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; panelId: string } | null>(null);

function useAccordion() {
  const state = use(AccordionContext);
  const item = use(ItemContext);
  if (!state || !item) throw new Error('Accordion parts must be inside <Accordion> and <AccordionItem>.');
  return { ...item, expanded: state.open === item.value, toggle: () => state.toggle(item.value) };
}

/** One item open at a time; clicking the open one closes it. */
export function Accordion({ className, ...props }: React.ComponentProps<'div'>) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext value={{ open, toggle }}>
      <div data-slot="accordion" className={className} {...props} />
    </AccordionContext>
  );
}

export function AccordionItem({ className, value, ...props }: React.ComponentProps<'div'> & { value: string }) {
  const id = useId();
  return (
    <ItemContext value={{ value, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <div data-slot="accordion-item" className={cn('border-b border-border last:border-b-0', className)} {...props} />
    </ItemContext>
  );
}

export function AccordionTrigger({ className, children, ...props }: React.ComponentProps<'button'>) {
  const { expanded, toggle, triggerId, panelId } = useAccordion();
  return (
    <h3 className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={expanded}
        aria-controls={panelId}
        data-state={expanded ? 'open' : 'closed'}
        data-slot="accordion-trigger"
        onClick={toggle}
        className={cn(
          'flex flex-1 items-start justify-between gap-4 rounded-md py-4 text-left text-base font-semibold transition-colors outline-none hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon
          className="pointer-events-none mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </button>
    </h3>
  );
}

/** The answer is rendered only while open (the FAQ's questions and answers are also in the page's FAQPage JSON-LD). */
export function AccordionContent({ className, children }: { className?: string; children: React.ReactNode }) {
  const { expanded, triggerId, panelId } = useAccordion();
  return (
    <div
      id={panelId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!expanded}
      data-slot="accordion-content"
      className="text-sm motion-safe:animate-fade-in"
    >
      {expanded && <div className={cn('pt-0 pb-4 leading-relaxed text-muted-foreground', className)}>{children}</div>}
    </div>
  );
}
