/** Link styles of the site header, shared by the visitor's header and the owner's (owner-nav.tsx). */

export const desktopLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[6px]';

export const mobileLinkClass =
  'flex w-full items-center rounded-lg px-3 py-3 text-left text-base font-medium text-foreground transition-colors hover:bg-muted aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground';
