import { site } from './site.ts';

/**
 * Header and footer links. Section links carry the anchor id; the component scrolls on /
 * and navigates to /#{section} elsewhere. The anchor ids themselves are part of the contract with e2e tests.
 */

export const landingSectionIds = {
  hero: 'hero-section',
  playbookForm: 'playbook-form',
  calculator: 'calculator',
  features: 'features',
  pricing: 'pricing',
  testimonials: 'testimonials',
  contact: 'contact',
} as const;

export type LandingSectionId = (typeof landingSectionIds)[keyof typeof landingSectionIds];

export type NavTarget =
  /** A section of the landing page: smooth scroll on /, otherwise /#{section}. */
  | { kind: 'section'; section: LandingSectionId }
  /** Another route of the site. */
  | { kind: 'route'; to: string }
  /** The playbook call to action: hero on wide screens, #playbook-form with a 140 px offset under 768 px. */
  | { kind: 'playbook-cta' };

export interface NavLink {
  id: string;
  label: string;
  /** Shorter or clearer wording in the mobile menu, when it differs. */
  mobileLabel?: string;
  target: NavTarget;
}

export interface FooterLinkGroup {
  heading: string;
  links: readonly NavLink[];
}

export interface HeaderNavigation {
  /** Accessible name of the logo link to /. */
  homeLabel: string;
  items: readonly NavLink[];
  primaryAction: NavLink;
  openMenuLabel: string;
  closeMenuLabel: string;
  mobileMenuLabel: string;
}

export const headerNavigation: HeaderNavigation = {
  homeLabel: `${site.brandName} home`,
  items: [
    { id: 'pricing', label: 'Pricing', target: { kind: 'section', section: landingSectionIds.pricing } },
    { id: 'calculator', label: 'ROI Calculator', target: { kind: 'section', section: landingSectionIds.calculator } },
    {
      id: 'playbook-examples',
      label: "NYC's Playbooks",
      mobileLabel: 'Playbook Examples',
      target: { kind: 'route', to: '/playbook-examples' },
    },
  ],
  primaryAction: { id: 'playbook-cta', label: 'AI Playbook (FREE)', target: { kind: 'playbook-cta' } },
  openMenuLabel: 'Open menu',
  closeMenuLabel: 'Close menu',
  mobileMenuLabel: 'Main menu',
};

export interface FooterNavigation {
  blurb: string;
  groups: readonly FooterLinkGroup[];
  backToTopLabel: string;
  skipToContentLabel: string;
}

export const footerNavigation: FooterNavigation = {
  blurb:
    'Review replies for restaurants, bars and cafes: written in your voice, approved by you, posted while the guest still remembers the meal.',
  groups: [
    {
      heading: 'Product',
      links: [
        { id: 'features', label: 'Features', target: { kind: 'section', section: landingSectionIds.features } },
        { id: 'pricing', label: 'Pricing', target: { kind: 'section', section: landingSectionIds.pricing } },
        {
          id: 'calculator',
          label: 'ROI Calculator',
          target: { kind: 'section', section: landingSectionIds.calculator },
        },
        {
          id: 'testimonials',
          label: 'Testimonials',
          target: { kind: 'section', section: landingSectionIds.testimonials },
        },
      ],
    },
    {
      heading: 'Company',
      links: [
        { id: 'contact', label: 'Contact', target: { kind: 'route', to: '/contact' } },
        { id: 'playbook-examples', label: 'Playbook Examples', target: { kind: 'route', to: '/playbook-examples' } },
        { id: 'sop-template', label: 'Playbook Template', target: { kind: 'route', to: '/sop-template' } },
      ],
    },
    {
      heading: 'Legal',
      links: [
        { id: 'privacy-policy', label: 'Privacy Policy', target: { kind: 'route', to: '/privacy-policy' } },
        { id: 'terms-of-service', label: 'Terms of Service', target: { kind: 'route', to: '/terms-of-service' } },
        { id: 'disclaimer', label: 'Disclaimer', target: { kind: 'route', to: '/disclaimer' } },
        { id: 'accessibility', label: 'Accessibility', target: { kind: 'route', to: '/accessibility' } },
      ],
    },
  ],
  backToTopLabel: 'Back to top',
  skipToContentLabel: 'Skip to main content',
};
