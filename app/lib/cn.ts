import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping falsy ones (`cn('px-4', active && 'bg-primary')`). It does NOT resolve Tailwind
 * conflicts: `cn('px-4', 'px-2')` keeps both, and which one wins depends on the stylesheet's order, not on the
 * order here. So a component and its callers must never pass two utilities for the same CSS property: a component
 * offers variants and sizes (class-variance-authority) for what callers need to change, and callers add only
 * utilities it does not set (margins, widths, grid placement…). Tailwind itself orders a one-side utility after the
 * shorthand, so `pl-8` on a component with `px-3` is fine; `h-12` on one with `h-10` is not.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
