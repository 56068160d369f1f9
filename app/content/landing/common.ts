/**
 * Icons are named, not imported, so content stays data; the section that shows them maps each name to a lucide
 * component. Each section has its own names, so its code carries only its own drawings.
 */
export type BenefitIcon = 'message-square-text' | 'ticket' | 'chart-line' | 'clock' | 'store';
export type FeatureIcon =
  'book-open' | 'utensils' | 'star' | 'shield-alert' | 'layers' | 'languages' | 'gift' | 'chart-column';

export interface Toast {
  title: string;
  description: string;
}

export interface Metric {
  value: string;
  label: string;
}

/**
 * The named customers, slides and testimonials below are illustrative composites written for this default brand, not
 * real endorsements. The FTC's rule on reviews and testimonials (16 CFR 465) forbids presenting invented testimonials as
 * real, so while `illustrative` is true the UI must show `illustrativeNote` beside them. An operator who replaces them
 * with real, permissioned customer quotes sets it to false.
 */
export const illustrativeNote =
  'Illustrative examples: names, restaurants and results are representative, not specific customers.';
