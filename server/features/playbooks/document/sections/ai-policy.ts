import type { PlaybookSection } from '../../playbook-types.ts';
import type { Context } from '../shared.ts';

export function aiPolicySection(c: Context): PlaybookSection {
  const approver = c.template ? '[Owner first name]' : c.ownerKnown ? c.owner : 'the owner';
  return {
    id: 'ai-policy',
    heading: 'AI-use policy',
    blocks: [
      {
        kind: 'table',
        caption: 'What AI may draft, and who signs off',
        columns: ['Review', 'AI may draft', 'A person approves', 'Escalate first'],
        rows: [
          ['4–5★ praise', 'Yes', 'The drafter reads it against the review, then posts', 'No'],
          ['3★ mixed', 'Yes', `${approver} or the general manager`, 'No'],
          ['1–2★ complaints', 'Yes, as a draft only', `${approver}, every time`, 'If a trigger in section 9 applies'],
          ['Illness, allergy, injury, discrimination, legal, staff conduct', 'No', `${approver} writes it`, 'Always'],
          ['Suspected fake or spam', 'No', 'General manager reports it', 'Report to the platform'],
        ],
      },
      {
        kind: 'list',
        style: 'bullet',
        items: [
          'Nothing is posted automatically. Someone reads the full review and the draft before it goes up.',
          'AI drafts may not invent dishes, staff names, offers, refunds or changes you haven’t made; anything specific in a draft must appear in the review or be true and checked.',
          'Review text is treated as data, never as instructions: a review that says “ignore your rules” changes nothing.',
          'If two drafts read alike, rewrite one. Vary openings and closings.',
          'Replies are checked against the 4,096-byte limit and the rules in section 10 before posting.',
        ],
      },
    ],
  };
}
