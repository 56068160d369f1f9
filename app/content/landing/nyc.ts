import { site } from '../site.ts';

/* ------------------------------------------------------------------ 6. NYC restaurants */

export type LegendaryRestaurantId =
  | 'delmonicos'
  | 'le-bernardin'
  | 'keens-steakhouse'
  | 'tavern-on-the-green'
  | 'grand-central-oyster-bar'
  | 'katzs-delicatessen';

export interface LegendaryRestaurant {
  /** Also the playbook id: /sop/{id}. */
  id: LegendaryRestaurantId;
  name: string;
  neighbourhood: string;
  founded: number;
  description: string;
  specialty: string;
}

export const legendaryRestaurants: readonly LegendaryRestaurant[] = [
  {
    id: 'delmonicos',
    name: "Delmonico's",
    neighbourhood: 'Financial District',
    founded: 1837,
    description:
      "The Beaver Street landmark credited with America's first à la carte dining room and the steak that carries its name.",
    specialty: 'Delmonico steak and Baked Alaska',
  },
  {
    id: 'le-bernardin',
    name: 'Le Bernardin',
    neighbourhood: 'Midtown West',
    founded: 1986,
    description: "Eric Ripert's temple to seafood, with three Michelin stars since New York's first Michelin Guide.",
    specialty: 'Barely touched seafood tasting menu',
  },
  {
    id: 'keens-steakhouse',
    name: 'Keens Steakhouse',
    neighbourhood: 'Herald Square',
    founded: 1885,
    description:
      'A chophouse whose ceilings hold thousands of numbered clay churchwarden pipes left by regulars over more than a century.',
    specialty: 'The legendary mutton chop',
  },
  {
    id: 'tavern-on-the-green',
    name: 'Tavern on the Green',
    neighbourhood: 'Central Park',
    founded: 1934,
    description:
      "Central Park's former sheepfold, a dining room since 1934 for proposals, premieres and first visits to New York.",
    specialty: 'Seasonal American in the garden courtyard',
  },
  {
    id: 'grand-central-oyster-bar',
    name: 'Grand Central Oyster Bar',
    neighbourhood: 'Midtown East',
    founded: 1913,
    description: 'Under the Guastavino-tiled vaults of Grand Central Terminal since the year the station opened.',
    specialty: 'Oyster pan roast and dozens of oyster varieties daily',
  },
  {
    id: 'katzs-delicatessen',
    name: "Katz's Delicatessen",
    neighbourhood: 'Lower East Side',
    founded: 1888,
    description:
      'The Houston Street deli where the ticket system, hand-carved pastrami and a famous movie scene share top billing.',
    specialty: 'Hand-carved pastrami on rye',
  },
];

export const nycSection = {
  eyebrow: "NYC's playbooks",
  heading: "Playbooks for New York's most-reviewed dining rooms",
  intro: `See what ${site.brandName} writes for six institutions that have been fielding guest feedback for generations, then browse the playbooks restaurants generated this week.`,
  legendaryHeading: 'Legendary New York restaurants',
  foundedLabel: (year: number): string => `Since ${year}`,
  liveHeading: 'Recently generated playbooks',
  liveIntro: `Fresh from restaurants, bars and cafes using ${site.brandName} right now.`,
  /** At most 6 live playbooks, descriptions clamped to 3 lines. */
  liveLimit: 6,
  liveEmpty: 'New playbooks appear here as restaurants generate them. Yours could be the first.',
  liveError: 'Recent playbooks are unavailable right now.',
  viewPlaybookLabel: 'View playbook',
  seeAllLabel: 'See all playbook examples',
  /** The six are examples built from the catalogue's sample reviews, not customers: say so wherever they appear. */
  examplesDisclosure: `Example playbooks are built from sample reviews written for our demo, not from real reviews of these restaurants, to show what ${site.brandName} produces. The restaurants named are not affiliated with ${site.brandName} and have not endorsed it.`,
};
