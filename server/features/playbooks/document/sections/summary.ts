import type { PlaybookBlock, PlaybookSection } from '../../playbook-types.ts';
import { dishInSentence } from '../../reply-writer.ts';
import { themeAttribution } from '../attribution.ts';
import {
  ASPECT_OWNER,
  type Context,
  REPLIES_NOT_SHARED,
  excerpt,
  fixed,
  hoursText,
  joinList,
  joinThemes,
  lowerFirst,
  pct,
} from '../shared.ts';

/** The template's summary: placeholders where the analysis would go. */
function templateSummary(): PlaybookSection {
  return {
    id: 'summary',
    heading: 'What your reviews say',
    blocks: [
      {
        kind: 'paragraph',
        text: '[Restaurant name] is a [price tier] [cuisine] restaurant: [one line on the feel of the place]. Across [number] reviews averaging [rating]★, guests single out [strength 1] and [strength 2]; the complaint that comes back is [recurring complaint]. [Reply rate]% of reviews currently have an owner reply.',
      },
      {
        kind: 'list',
        style: 'numbered',
        items: ['[First priority for the next 30 days]', '[Second priority]', '[Third priority]'],
      },
    ],
  };
}

/** The restaurant in one paragraph: what it is, what was read, what guests praise and regret, how it replies. */
function overview(c: Context): string {
  const { profile, stats } = c;
  const strengths = profile.strengths.slice(0, 3).map((t) => `${lowerFirst(t.label)} (${pct(t.share)} of reviews)`);
  const complaints = profile.complaints.slice(0, 3).map((t) => `${lowerFirst(t.label)} (${pct(t.share)})`);
  const meta = [profile.cuisine, profile.priceTier].filter((x) => x.trim() !== '').join(', ');
  const vibe = profile.vibe.trim().replace(/\.$/, '');
  const opening = `${profile.name}${meta ? ` (${meta})` : ''}${vibe ? `: ${vibe}` : ''}.`;
  const read = `We read ${stats.reviewCount} ${c.samples ? 'sample ' : ''}reviews`;
  const figures = stats.averageRating !== null ? ` ${read} averaging ${fixed(stats.averageRating)}★.` : ` ${read}.`;
  const praise = strengths.length > 0 ? ` Most praised: ${joinThemes(strengths)}.` : '';
  const pain =
    complaints.length > 0
      ? ` What costs you stars: ${joinThemes(complaints)}.`
      : ' No complaint recurs across reviews yet, so the job is to keep replying quickly and keep it that way.';
  return `${opening}${figures}${praise}${pain}${replyFigures(c)}`;
}

function replyFigures({ stats }: Context): string {
  if (!stats.ownerRepliesKnown) return ` How many of them have an owner reply is not known: ${REPLIES_NOT_SHARED}.`;
  if (stats.replyRate === null) return ' The reply rate is not known yet: there were no reviews to count.';
  const typical =
    stats.medianReplyHours !== null ? `, typically ${hoursText(stats.medianReplyHours)} after posting` : '';
  return ` ${pct(stats.replyRate)} of reviews have an owner reply today${typical}.`;
}

/** Up to four things to do in the next 30 days, most urgent first. */
function priorities(c: Context): string[] {
  const { profile, stats } = c;
  const items: string[] = [];
  const open = stats.unansweredNegatives.length;
  if (open > 0) {
    items.push(
      open === 1
        ? 'Answer the one unanswered 1–2★ review this week; its ready reply is in section 7.'
        : `Answer the ${open} unanswered 1–2★ reviews this week, newest first; ready replies are in section 7.`,
    );
  }
  if (!stats.ownerRepliesKnown) {
    items.push(
      `Open Google Business Profile and answer every review still without a reply, 1–2★ first (${REPLIES_NOT_SHARED}, so this playbook cannot list them).`,
    );
  }
  if (stats.replyRate !== null && stats.replyRate < 0.9) {
    items.push(
      `Lift the reply rate from ${pct(stats.replyRate)} to every new review, using the daily check in section 3.`,
    );
  }
  const top = profile.complaints[0];
  if (top) {
    items.push(
      `Give "${top.label}" to the ${ASPECT_OWNER[top.aspect].toLowerCase()} as a 30-day fix and track it in the weekly theme review.`,
    );
  }
  if (c.dishes.length > 0) {
    items.push(
      `Name the dish the guest mentioned in every positive reply: ${joinList(c.dishes.slice(0, 3).map(dishInSentence))} are what people talk about.`,
    );
  }
  if (items.length < 3)
    items.push('Sign every reply with a real first name and vary the wording: no two replies should read the same.');
  return items.slice(0, 4);
}

export function summarySection(c: Context): PlaybookSection {
  if (c.template) return templateSummary();
  const { profile } = c;
  const blocks: PlaybookBlock[] = [];
  if (c.samples) {
    blocks.push({
      kind: 'callout',
      tone: 'warning',
      title: 'Built from sample reviews',
      text: `The reviews quoted and counted in this playbook are sample reviews written for our demo, not real reviews of ${profile.name}, and the people named with them are not real guests. The structure, rules and templates are what every playbook gets; a playbook built from a restaurant’s real reviews quotes and counts those instead.`,
    });
  }
  blocks.push({ kind: 'paragraph', text: overview(c) });
  blocks.push({ kind: 'subheading', text: 'Priorities for the next 30 days' });
  blocks.push({ kind: 'list', style: 'numbered', items: priorities(c) });
  const quote = profile.strengths[0];
  if (quote && quote.evidence.trim() !== '') {
    blocks.push({
      kind: 'callout',
      tone: 'info',
      title: c.samples ? 'In the words of a sample review' : 'In your guests’ words',
      text: `“${excerpt(quote.evidence, 200)}” (${themeAttribution(quote, c, 'a guest')})`,
    });
  }
  return { id: 'summary', heading: c.samples ? 'What the sample reviews say' : 'What your reviews say', blocks };
}
