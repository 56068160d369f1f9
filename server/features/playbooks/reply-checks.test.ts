import { describe, expect, it } from 'vitest';
import { steakhouseProfile } from '../../../tests/support/playbook-fixtures.ts';
import {
  checkReply,
  closingOf,
  emptyReplyMemory,
  openingOf,
  rememberReply,
  sentenceKey,
  repetitionOf,
  type GuestAspect,
} from './reply-checks.ts';

const profile = steakhouseProfile();
const katz = { text: 'Good sandwich, loud room.', rating: 3, authorName: 'Jane Doe' };
const aspects: GuestAspect[] = [
  { term: 'sandwich', polarity: 'positive' },
  { term: 'room', polarity: 'negative' },
];

function codes(reply: string, review = katz, guest = aspects): string[] {
  return checkReply({ reply, review, aspects: guest, profile }).map((p) => p.code);
}

describe('checkReply', () => {
  it('passes a reply that thanks for the praise, owns the complaint and offers nothing', () => {
    expect(
      codes("Hi Jane,\n\nI'm glad the sandwich hit the spot, and I'm sorry about how loud the room was.\n\n— Eleanor"),
    ).toEqual([]);
  });

  it('catches praise for what the guest criticised, in their words or in general ones', () => {
    expect(codes("Hi Jane,\n\nI'm glad the food and the atmosphere came through for you.\n\n— Eleanor")).toContain(
      'praises-criticised',
    );
    expect(codes('Hi Jane,\n\nSo glad you enjoyed the room!\n\n— Eleanor')).toContain('praises-criticised');
  });

  it('catches an apology for what the guest praised', () => {
    expect(codes("Hi Jane,\n\nI'm sorry the sandwich let you down.\n\n— Eleanor")).toContain('apologises-for-praised');
  });

  it('catches links, contact details and offers', () => {
    expect(codes('Hi Jane, the sandwich is on our site: www.marlowes.example')).toContain('link');
    expect(codes('Hi Jane, about the sandwich: call 212 555 0100 or write to eleanor@marlowes.example')).toContain(
      'contact-details',
    );
    expect(codes('Hi Jane, sorry about the room; your next meal is on us.')).toContain('offer');
    expect(codes('Hi Jane, sorry about the room; dessert is complimentary next time.')).toContain('offer');
  });

  it('catches invented dishes, names and numbers, but not the profile’s own', () => {
    expect(codes('Hi Jane,\n\nSo glad the lobster and the sandwich hit the spot.\n\n— Eleanor')).toContain(
      'invented-dish',
    );
    expect(codes('Hi Jane,\n\nThanks for the sandwich praise; I will tell Carlos.\n\n— Eleanor')).toContain(
      'invented-name',
    );
    expect(codes('Hi Jane,\n\nSorry about the room after your 40-minute wait.\n\n— Eleanor')).toContain(
      'invented-number',
    );
    expect(
      codes('Hi Jane,\n\nThank you for writing about the sandwich; try the creamed spinach.\n\n— Eleanor'),
    ).toEqual([]);
    // A hyphenated name the guest wrote is theirs: "Veg-Burger" from "the Super Veg-Burger".
    const veg = { text: 'The Super Veg-Burger is a draw.', rating: 5, authorName: 'Jane Doe' };
    const vegAspects: GuestAspect[] = [{ term: 'Veg-Burger', polarity: 'positive' }];
    expect(codes('Hi Jane,\n\nSo glad the Veg-Burger was a hit.\n\n— Eleanor', veg, vegAspects)).not.toContain(
      'invented-name',
    );
    expect(codes('Hi Jane,\n\nSo glad the Veg-Carlos was a hit.\n\n— Eleanor', veg, vegAspects)).toContain(
      'invented-name',
    );
  });

  it('never names staff in a reply to a complaint, and thanks them by name when praised', () => {
    const complaint = { text: 'Our server Marco was rude and the steak was cold.', rating: 1, authorName: 'Jo Li' };
    const guest: GuestAspect[] = [{ term: 'steak', polarity: 'negative' }];
    expect(
      codes("Hi Jo,\n\nI'm sorry about the steak; I've spoken to Marco.\n\n— Eleanor", complaint, guest),
    ).toContain('staff-named-in-complaint');
    const praise = { text: 'Our server Marco was wonderful and the steak was great.', rating: 5, authorName: 'Jo Li' };
    const liked: GuestAspect[] = [
      { term: 'steak', polarity: 'positive' },
      { term: 'Marco', polarity: 'positive' },
    ];
    expect(
      codes("Hi Jo,\n\nSo glad the steak hit the spot; I'll make sure Marco sees this.\n\n— Eleanor", praise, liked),
    ).toEqual([]);
  });

  it('holds illness claims to no admission and no detail', () => {
    const sick = { text: 'Two of us got food poisoning after the oysters.', rating: 1, authorName: 'Jo Li' };
    const guest: GuestAspect[] = [{ term: 'oysters', polarity: 'negative' }];
    expect(codes('Hi Jo,\n\nThe oysters were our fault and we are sorry.\n\n— Eleanor', sick, guest)).toContain(
      'sensitive-admission',
    );
  });

  it('notices a reply that names nothing the guest named', () => {
    expect(codes('Hi Jane,\n\nThank you for the review.\n\n— Eleanor')).toContain('no-specific');
  });
});

describe('repetition across a batch', () => {
  it('reads the opening after the greeting and the closing before the sign-off', () => {
    const reply = 'Hi Jane,\n\nThank you so much for writing. We hope to see you soon.\n\n— Eleanor';
    expect(openingOf(reply, '— Eleanor')).toBe('thank you so much');
    expect(closingOf(reply, '— Eleanor')).toBe('we hope to see you soon');
  });

  it('refuses a second reply with the same opening or closing, and a sentence used twice this week', () => {
    const memory = emptyReplyMemory();
    rememberReply('Hi Jane,\n\nThank you so much for writing. We hope to see you soon.\n\n— Eleanor', memory);
    expect(repetitionOf('Hi Tom,\n\nThank you so much for coming. Until next time.\n\n— Eleanor', memory)).toMatch(
      /opens like/,
    );
    expect(repetitionOf('Hi Tom,\n\nWhat a lovely note. We hope to see you soon.\n\n— Eleanor', memory)).toMatch(
      /closes/,
    );
    expect(repetitionOf('Hi Tom,\n\nWhat a lovely note. Until next time.\n\n— Eleanor', memory)).toBeNull();
    const week = emptyReplyMemory();
    week.sentences.set(sentenceKey('The kitchen will love this!'), 2);
    expect(repetitionOf('Hi Tom,\n\nWhat a note. The kitchen will love this. Bye for now.', week)).toMatch(/twice/);
  });
});
