import type { PlaybookSection } from '../../playbook-types.ts';
import type { Context } from '../shared.ts';

function offerCodePrefix(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’]s\b/giu, 's')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w !== '' && !['THE', 'LA', 'EL', 'LE', 'AND'].includes(w));
  const first = words[0] ?? 'GUEST';
  return first.slice(0, 8);
}

export function offersSection(c: Context): PlaybookSection {
  const prefix = c.template ? '[NAME]' : offerCodePrefix(c.profile.name);
  const monthDay = `${String(c.generatedAt.getUTCMonth() + 1).padStart(2, '0')}${String(c.generatedAt.getUTCDate()).padStart(2, '0')}`;
  const signer = c.template ? '[Owner first name]' : c.owner;
  const place = c.template ? '[Restaurant name]' : c.profile.name;
  return {
    id: 'offers',
    heading: 'Trackable offers and guest recovery',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A return-visit offer is a recovery tool for a guest you have already let down, made privately after they contact you. It is never part of a public reply and never conditional on a review: not for posting one, not for changing one, not for taking one down.',
      },
      {
        kind: 'list',
        style: 'numbered',
        items: [
          'The public reply invites the guest to contact you directly. Nothing else.',
          'When they do, listen first; the offer comes at the end of the conversation, if at all.',
          `Give a single-use code in the private message: ${prefix}-${monthDay}-01, ${prefix}-${monthDay}-02 and so on (restaurant, date issued, sequence).`,
          'Log it and tell the host stand, so the guest is welcomed by name and the owner or manager stops by the table.',
          'Count how many codes are redeemed within 60 days: that is your recovery rate, and it belongs in the monthly review.',
        ],
      },
      {
        kind: 'callout',
        tone: 'rule',
        title: 'Private follow-up message (email or direct message, never public)',
        text: `Hi [first name], thank you for getting in touch, and again, I’m sorry about [the problem]. I’ve [what you changed]. I’d like the chance to show you ${place} at its best: code ${prefix}-${monthDay}-01 is good for [the offer] on your next visit within 60 days; just mention it when you book. This isn’t tied to your review in any way. ${signer}`,
      },
      {
        kind: 'table',
        caption: 'Recovery log',
        columns: ['Date', 'Guest', 'Platform', 'What went wrong', 'Code', 'Redeemed', 'Back?'],
        rows: ['01', '02', '03'].map((n) => ['', '', '', '', `${prefix}-${monthDay}-${n}`, '', '']),
      },
    ],
  };
}
