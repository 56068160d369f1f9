import type * as React from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import type { NavLink } from '#app/content/navigation.ts';
import { useSiteNavigation } from '#app/lib/scroll.ts';

type NavTargetLinkProps = {
  link: NavLink;
  /** Use the link's mobile wording when it has one. */
  mobile?: boolean;
  className?: string;
  /** Called after any choice, e.g. to close the mobile menu. */
  onChoose?: () => void;
  children?: React.ReactNode;
};

function isPlainLeftClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One header/footer link. Section links are real `<a href="/#section">` (they work before hydration and from
 * any page); on / a plain click scrolls smoothly instead of navigating. The playbook call to action is a button.
 */
export function NavTargetLink({ link, mobile = false, className, onChoose, children }: NavTargetLinkProps) {
  const { scrollToSectionOnHome, scrollToPlaybookForm } = useSiteNavigation();
  const label = children ?? (mobile && link.mobileLabel ? link.mobileLabel : link.label);
  const { target } = link;

  switch (target.kind) {
    case 'section':
      return (
        <Link
          to={`/#${target.section}`}
          className={className}
          onClick={(event) => {
            onChoose?.();
            if (isPlainLeftClick(event) && scrollToSectionOnHome(target.section)) event.preventDefault();
          }}
        >
          {label}
        </Link>
      );
    case 'route':
      return (
        // NavLink marks the current page with aria-current="page", which the menus style.
        <RouterNavLink to={target.to} className={className} onClick={() => onChoose?.()}>
          {label}
        </RouterNavLink>
      );
    case 'playbook-cta':
      return (
        <button
          type="button"
          className={className}
          onClick={() => {
            onChoose?.();
            scrollToPlaybookForm();
          }}
        >
          {label}
        </button>
      );
  }
}
