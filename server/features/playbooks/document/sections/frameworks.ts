import type { PlaybookBlock, PlaybookSection } from '../../playbook-types.ts';
import { suggestTemplateReply } from '../../reply-writer.ts';
import { issuePhraseFor } from '../../review-signals.ts';
import { type Context, lowerFirst } from '../shared.ts';

interface Band {
  heading: string;
  steps: string[];
  reply: string;
  note: string;
}

/** What the example replies name: the restaurant's dishes, staff, complaints and strength, or brackets in a template. */
function examplesFor(c: Context) {
  const { profile } = c;
  const dish = (i: number) =>
    c.template
      ? [i === 0 ? '[Signature dish]' : '[Second signature dish]']
      : c.dishes[i]
        ? [c.dishes[i] as string]
        : c.dishes.slice(0, 1);
  const staff = c.template ? ['[Server name]'] : profile.staffMentioned.slice(0, 1);
  const complaintIssue = (i: number) => {
    const theme = profile.complaints[i] ?? profile.complaints[0];
    if (c.template) return [{ aspect: 'speed' as const, phrase: '[the problem they describe]' }];
    if (!theme) return [];
    return [{ aspect: theme.aspect, phrase: issuePhraseFor(theme.aspect, theme.label, 'en') }];
  };
  const strength = profile.strengths[0];
  const strengthNote = c.template
    ? ' Mention [your best-known strength] only if the guest did.'
    : strength
      ? ` Guests most often praise ${lowerFirst(strength.label)}: if they mention it, say it back to them.`
      : '';
  return { dish, staff, complaintIssue, strengthNote };
}

type Examples = ReturnType<typeof examplesFor>;

/** The 5★ and 4★ frameworks: thanks that name what the guest liked. */
function praiseBands(c: Context, { dish, staff, strengthNote }: Examples): Band[] {
  const { profile } = c;
  return [
    {
      heading: '5★: thank, be specific, invite back',
      steps: [
        'Thank them in your own words (not “thank you for your feedback”).',
        'Name the dish, drink or person they mentioned.',
        'One line of warmth about coming back. Stop there.',
      ],
      reply: suggestTemplateReply({ kind: 'positive', rating: 5, dishes: dish(0), staff, issues: [] }, profile, 0),
      note: `Swap in what the guest actually mentioned.${strengthNote}`,
    },
    {
      heading: '4★: thank, be specific, ask what would make it a five',
      steps: [
        'Thank them and name the detail they liked.',
        'If they mention a niggle, acknowledge it in one clause, without excuses.',
        'Invite them to tell you what would have made it a five.',
      ],
      reply: suggestTemplateReply({ kind: 'positive', rating: 4, dishes: dish(1), staff: [], issues: [] }, profile, 1),
      note: 'If the review contains a real complaint, use the 3★ framework instead, whatever the stars.',
    },
  ];
}

/** The 3★, 2★ and 1★ frameworks: own the miss, then take it offline. */
function complaintBands(c: Context, { dish, complaintIssue }: Examples): Band[] {
  const { profile } = c;
  return [
    {
      heading: '3★: credit the good, own the miss, show the fix',
      steps: [
        'Thank them for the balanced review.',
        'Say back what worked, then own what didn’t in plain words.',
        'Say what you are doing about it, then invite them to talk to you directly.',
      ],
      reply: suggestTemplateReply(
        { kind: 'mixed', rating: 3, dishes: dish(0), staff: [], issues: complaintIssue(0) },
        profile,
        2,
      ),
      note: 'The fix must be true: only promise what the theme owner has agreed to do.',
    },
    {
      heading: '2★: apologise for the specific thing, take it offline',
      steps: [
        'Thank them for telling you.',
        'Apologise for the specific problem; no “but”, no explanation of how busy it was.',
        'Say who is looking into it and invite them to contact you directly.',
      ],
      reply: suggestTemplateReply(
        { kind: 'negative', rating: 2, dishes: [], staff: [], issues: complaintIssue(0) },
        profile,
        3,
      ),
      note: 'Any offer to make it right goes in the private follow-up (section 11), never in the public reply.',
    },
    {
      heading: '1★: calm, brief, personal; check escalation first',
      steps: [
        'Check the escalation triggers in section 9 before writing a word.',
        'Acknowledge, apologise for the specific problem, no defence.',
        'Move it offline with a named person; keep it under 80 words.',
      ],
      reply: suggestTemplateReply(
        { kind: 'negative', rating: 1, dishes: [], staff: [], issues: complaintIssue(1) },
        profile,
        4,
      ),
      note: 'If the facts in the review are wrong, still don’t argue in public: correct them privately with the guest.',
    },
  ];
}

/** A framework as the document shows it: its heading, its numbered steps, and its example reply. */
function bandBlocks(band: Band): PlaybookBlock[] {
  return [
    { kind: 'subheading', text: band.heading },
    { kind: 'list', style: 'numbered', items: band.steps },
    {
      kind: 'replies',
      items: [
        {
          label: 'Template',
          rating: null,
          attribution: '',
          when: '',
          reviewExcerpt: '',
          reply: band.reply,
          note: band.note,
        },
      ],
    },
  ];
}

export function frameworksSection(c: Context): PlaybookSection {
  const examples = examplesFor(c);
  const bands = [...praiseBands(c, examples), ...complaintBands(c, examples)];
  const blocks: PlaybookBlock[] = [
    {
      kind: 'paragraph',
      text: 'Each framework is a shape, not a script: keep the order, change the words every time. The example replies below are written for this restaurant; replace the bracketed name and the details with what the guest actually wrote.',
    },
  ];
  for (const band of bands) blocks.push(...bandBlocks(band));
  return { id: 'frameworks', heading: 'Reply frameworks by star rating', blocks };
}
