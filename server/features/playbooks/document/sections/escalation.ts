import type { PlaybookBlock, PlaybookSection } from '../../playbook-types.ts';
import { attributionOf } from '../attribution.ts';
import { type Context, SENSITIVE_LABEL, joinList, stars } from '../shared.ts';

/** The triggers, each with what to do in the first two hours, who replies, and what the reply may say. */
function triggerTable(owner: string): PlaybookBlock {
  return {
    kind: 'table',
    caption: 'Escalation triggers',
    columns: ['Trigger', 'First two hours', 'Public reply by', 'In public, say'],
    rows: [
      [
        'Foodborne illness claim',
        'Pull the POS ticket, note the dishes and time, check the temperature and prep logs for that service; keep any retained product',
        owner,
        'We take it seriously; we are looking into it; please contact us directly',
      ],
      [
        'Allergic reaction',
        'Identify the dish and the allergen records; talk to the server and the station cook on shift',
        owner,
        'We take allergies seriously; we are reviewing what happened; please contact us directly',
      ],
      [
        'Foreign object, pests, undercooked meat',
        'Check the station and the batch; photograph and log; schedule a pest-control visit if relevant',
        owner,
        'This is not acceptable; we are looking into it with the kitchen; please contact us directly',
      ],
      [
        'Injury on the premises or an alcohol-service incident',
        'Write down the timeline, names of staff on shift, any incident report; call your insurer',
        owner,
        'We are sorry to hear it and are looking into it; please contact us directly. Nothing about fault',
      ],
      [
        'Discrimination',
        'Talk to every staff member involved separately; write down what each says',
        owner,
        'Every guest deserves respect; I am looking into it personally',
      ],
      [
        'Legal threat or health-department mention',
        'Do not reply until you have spoken to your lawyer or insurer',
        `${owner}, after advice`,
        'One line inviting direct contact, or nothing',
      ],
      [
        'Staff conduct (harassment, abuse, intoxication)',
        'Speak to the staff member privately; suspend from guest contact while you look into it if serious',
        owner,
        'That is not how anyone on our team should treat a guest; I am looking into it',
      ],
      [
        'A theft on the premises, or a guest who felt unsafe',
        'Write down what happened and who was on shift; keep any camera footage of that service; tell your insurer',
        owner,
        "Our guests' safety matters to us; we are looking into it; please contact us directly. Nothing about fault",
      ],
      [
        'A named staff member criticised',
        'Talk to them privately with the review in hand',
        'General manager',
        'Never repeat the name in the reply',
      ],
    ],
  };
}

/** The reviews that already matched a trigger (up to five), for a playbook built from reviews. */
function foundInReviews(c: Context): PlaybookBlock | null {
  if (c.template || c.stats.escalations.length === 0) return null;
  const lines = c.stats.escalations
    .slice(0, 5)
    .map(
      (e) =>
        `${attributionOf(e.review)}, ${stars(e.review.rating)}, ${e.review.relativeTime}: mentions ${joinList(e.kinds.map((k) => SENSITIVE_LABEL[k]))}${!c.stats.ownerRepliesKnown ? '' : e.review.ownerReply ? ' (has a reply)' : ' (no reply yet)'}.`,
    );
  return {
    kind: 'callout',
    tone: 'warning',
    title: c.samples ? 'Found in the sample reviews' : 'Found in your reviews',
    text: lines.join(' '),
  };
}

export function escalationSection(c: Context): PlaybookSection {
  const owner = c.ownerKnown ? c.owner : 'The owner';
  const blocks: PlaybookBlock[] = [
    {
      kind: 'paragraph',
      text: 'Some reviews are not a writing task. When a review matches a trigger below, nobody replies until the owner has the facts; the public reply is short, calm and moves the conversation offline. Never admit fault for an illness or injury in public, never speculate, never name staff.',
    },
    triggerTable(owner),
    {
      kind: 'list',
      style: 'bullet',
      items: [
        'Notify the local health department when your jurisdiction requires it for illness reports; your inspector will tell you what they need.',
        'Keep a copy of the review, the POS ticket and your notes in one folder per incident.',
        'Once the matter is resolved privately, do not post the outcome publicly; the guest may update their review themselves.',
      ],
    },
  ];
  const found = foundInReviews(c);
  if (found) blocks.push(found);
  return { id: 'escalation', heading: 'Escalation rules', blocks };
}
