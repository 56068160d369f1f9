import type { PlaybookSection } from '../../playbook-types.ts';
import { type Context } from '../shared.ts';

export function rolesSection(c: Context): PlaybookSection {
  const owner = c.ownerKnown ? `${c.owner} (owner)` : c.owner;
  return {
    id: 'roles',
    heading: 'Roles and ownership',
    blocks: [
      {
        kind: 'paragraph',
        text: `One person drafts, one person approves, and nobody posts a reply to a 1–3★ review without ${c.ownerKnown ? c.owner : 'the owner'} seeing it first. Replies appear under the business name, so every one of them speaks for ${c.profile.name}.`,
      },
      {
        kind: 'table',
        caption: 'Who does what, by weekday',
        columns: ['Day', 'Checks and drafts', 'Approves and posts', 'Escalations go to'],
        rows: [
          ['Monday', 'General manager: triage everything since Friday', `${owner}: approves all drafts`, owner],
          ['Tuesday', 'General manager', `General manager posts 4–5★; ${owner} approves 1–3★`, owner],
          [
            'Wednesday',
            'General manager: catch up on anything still open',
            `General manager posts 4–5★; ${owner} approves 1–3★`,
            owner,
          ],
          ['Thursday', 'General manager', `General manager posts 4–5★; ${owner} approves 1–3★`, owner],
          ['Friday', 'General manager: drafts plus the weekly theme review', `${owner}: approves all drafts`, owner],
          [
            'Saturday',
            'Shift lead, before the first service',
            `Shift lead posts 4–5★; ${owner} approves 1–3★ by message the same day`,
            `${owner}, by phone`,
          ],
          [
            'Sunday',
            'Shift lead, before the first service',
            `Shift lead posts 4–5★; ${owner} approves 1–3★ by message the same day`,
            `${owner}, by phone`,
          ],
        ],
      },
      {
        kind: 'list',
        style: 'bullet',
        items: [
          'Keep one shared log (a sheet is enough): date, platform, stars, reviewer, theme, who drafted, who approved, date posted.',
          'The Google Business Profile, Yelp and Tripadvisor logins belong to the business, not to one employee; give managers their own access levels.',
          'If the drafter is the person the review criticises, someone else drafts it.',
        ],
      },
    ],
  };
}
