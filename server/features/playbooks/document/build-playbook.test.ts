import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { attributionOf, shortAuthor } from './attribution.ts';
import { buildPlaybook, buildPlaybookWith } from './build-playbook.ts';
import { choosePlaybookReviews, chooseReviewsToAnswer } from './reviews-to-answer.ts';
import {
  FIXTURE_NOW,
  steakhouseProfile,
  steakhouseReviews,
  taqueriaProfile,
  taqueriaReviews,
} from '../../../../tests/support/playbook-fixtures.ts';
import {
  type PlaybookDocument,
  REQUIRED_SECTION_IDS,
  type ReplyExample,
  playbookDocumentSchema,
} from '../playbook-types.ts';
import { GOOGLE_REPLY_LIMIT_BYTES, utf8Bytes } from '../reply-writer.ts';
import { renderPlaybookHtml } from '../render-html.ts';
import { renderPlaybookText } from '../render-text.ts';

function allText(doc: PlaybookDocument): string {
  return JSON.stringify(doc);
}

function section(doc: PlaybookDocument, id: string) {
  const found = doc.sections.find((s) => s.id === id);
  if (!found) throw new Error(`missing section ${id}`);
  return found;
}

function replies(doc: PlaybookDocument, id: string): ReplyExample[] {
  return section(doc, id).blocks.flatMap((b) => (b.kind === 'replies' ? b.items : []));
}

const steak = () =>
  buildPlaybook({
    profile: steakhouseProfile(),
    reviews: steakhouseReviews(),
    generatedAt: FIXTURE_NOW,
    sopId: 'marlowes-chophouse',
  });
const taco = () => buildPlaybook({ profile: taqueriaProfile(), reviews: taqueriaReviews(), generatedAt: FIXTURE_NOW });
/** The same restaurant, its reviews fetched from Google Places instead of the catalogue. */
const googleSteak = () =>
  buildPlaybook({
    profile: steakhouseProfile(),
    reviews: steakhouseReviews().map((review) => ({ ...review, source: 'google' as const })),
    generatedAt: FIXTURE_NOW,
  });

describe('buildPlaybook structure', () => {
  it('has every required section, in order, each with content, and validates against its schema', () => {
    const doc = steak();
    expect(doc.sections.map((s) => s.id)).toEqual([...REQUIRED_SECTION_IDS]);
    for (const s of doc.sections) {
      expect(s.heading.length).toBeGreaterThan(3);
      expect(s.blocks.length).toBeGreaterThan(0);
    }
    expect(playbookDocumentSchema.safeParse(doc).success).toBe(true);
    expect(doc.sopId).toBe('marlowes-chophouse');
    expect(doc.generatedAt).toBe(FIXTURE_NOW.toISOString());
  });

  it('covers the required rules: response times, roles by weekday, never-write list, offers kept private, KPIs', () => {
    const text = allText(steak());
    expect(text).toMatch(/24 hours/);
    expect(text).toMatch(/48 hours/);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      expect(text).toContain(day);
    expect(text).toMatch(/4,096 bytes/);
    expect(text).toMatch(/never part of a public reply/);
    expect(text).toMatch(/Report review/);
    for (const kpi of [
      'Reply rate',
      'Median time to reply',
      'Unanswered negatives',
      'Theme recurrence',
      'Rating trend',
    ])
      expect(text).toContain(kpi);
    for (const trigger of ['illness', 'Allergic', 'Discrimination', 'Legal threat', 'Staff conduct'])
      expect(text).toContain(trigger);
  });

  it('has a reply framework for each of 5, 4, 3, 2 and 1 stars naming the real dishes', () => {
    const doc = steak();
    const headings = section(doc, 'frameworks').blocks.flatMap((b) => (b.kind === 'subheading' ? [b.text] : []));
    expect(headings.map((h) => h.slice(0, 2))).toEqual(['5★', '4★', '3★', '2★', '1★']);
    const templates = replies(doc, 'frameworks')
      .map((r) => r.reply)
      .join('\n');
    expect(templates).toContain('dry-aged porterhouse');
    expect(templates).toContain('creamed spinach');
  });

  it('quotes the baseline figures from the reviews', () => {
    const doc = steak();
    const kpis = section(doc, 'kpis').blocks.find((b) => b.kind === 'table');
    expect(kpis?.kind).toBe('table');
    if (kpis?.kind !== 'table') return;
    const row = (name: string) => kpis.rows.find((r) => r[0] === name)?.[1];
    expect(row('Reply rate')).toBe('38%');
    expect(row('Median time to reply')).toBe('30 hours');
    expect(row('Unanswered negatives')).toBe('3');
    expect(row('Theme recurrence')).toBe('Long waits past the reservation time: 25%');
    const appendix = allText({ ...doc, sections: [section(doc, 'appendix')] });
    expect(appendix).toContain('Average rating: 3.25★');
    expect(appendix).toContain('Languages: English 7, Spanish 1');
  });
});

describe('buildPlaybook personalisation', () => {
  it('answers the restaurant’s actual best, medium and bad reviews, attributed to the reviewer on Google', () => {
    const doc = googleSteak();
    const ready = replies(doc, 'ready-replies');
    const ratings = ready.map((r) => r.rating ?? 0);
    expect(ratings.some((r) => r >= 4)).toBe(true);
    expect(ratings).toContain(3);
    expect(ratings.some((r) => r <= 2)).toBe(true);
    const attributions = ready.map((r) => r.attribution);
    expect(attributions).toContain('Jane D. on Google');
    expect(attributions).toContain('Tom K. on Google');
    expect(attributions).toContain('Kevin B. on Google');
    const kevin = ready.find((r) => r.attribution === 'Kevin B. on Google');
    expect(kevin?.note).toMatch(/Escalate first/);
  });

  it('gives two different restaurants visibly different playbooks', () => {
    const a = allText(steak());
    const b = allText(taco());
    expect(a).toContain('dry-aged porterhouse');
    expect(a).not.toContain('tacos al pastor');
    expect(b).toContain('tacos al pastor');
    expect(b).not.toContain('porterhouse');
    expect(a).toContain('— Eleanor, Owner');
    expect(b).not.toContain('Eleanor');
    expect(b).toContain('— Rafa & the Casa Lupita crew');
    expect(a).toContain('Long waits past the reservation time');
    expect(b).toContain('Delivery orders arriving cold');
    expect(b).toContain('Carlos R., sample review');
    expect(a).not.toContain('Carlos R.');
    // Voice: the formal steakhouse and the playful taquería get different do-words.
    expect(a).toContain('We look forward to welcoming you back');
    expect(b).toContain('Thanks a ton');
    // The Spanish review in the taquería gets a Spanish ready reply.
    const carlos = replies(taco(), 'ready-replies').find((r) => r.attribution === 'Carlos R., sample review');
    expect(carlos?.reply).toMatch(/^¡?Hola/);
    expect(carlos?.language).toBe('es');
  });

  it('has a prepared reply for each recurring complaint', () => {
    const doc = taco();
    const prepared = replies(doc, 'complaint-replies');
    expect(prepared).toHaveLength(taqueriaProfile().complaints.length);
    for (const complaint of taqueriaProfile().complaints)
      expect(prepared.some((p) => p.label.startsWith(complaint.label))).toBe(true);
  });

  it('keeps every reply in the document within Google’s byte limit and varies them', () => {
    for (const doc of [steak(), taco()]) {
      const all = doc.sections.flatMap((s) =>
        s.blocks.flatMap((b) => (b.kind === 'replies' ? b.items.map((i) => i.reply) : [])),
      );
      for (const reply of all) expect(utf8Bytes(reply)).toBeLessThanOrEqual(GOOGLE_REPLY_LIMIT_BYTES);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('flags reviews that need escalation in the escalation section', () => {
    const text = allText({ ...googleSteak(), sections: [section(googleSteak(), 'escalation')] });
    expect(text).toContain('Found in your reviews');
    expect(text).toContain('Kevin B. on Google');
  });

  it('still builds a complete playbook with no reviews and no complaints', () => {
    const bare: BrandProfile = {
      ...taqueriaProfile(),
      complaints: [],
      strengths: [],
      signatureItems: [],
      staffMentioned: [],
      reviewInsights: [],
      ownerName: '',
      signOff: '',
    };
    const doc = buildPlaybook({ profile: bare, reviews: [], generatedAt: FIXTURE_NOW });
    expect(doc.sections.map((s) => s.id)).toEqual([...REQUIRED_SECTION_IDS]);
    expect(replies(doc, 'complaint-replies').length).toBeGreaterThanOrEqual(3);
    expect(renderPlaybookText(doc)).not.toMatch(/undefined|NaN|null|\[object/);
  });
});

describe('review choice and attribution', () => {
  it('attributes with first name and initial', () => {
    expect(shortAuthor('Jane Doherty')).toBe('Jane D.');
    expect(shortAuthor('Tom K.')).toBe('Tom K.');
    expect(shortAuthor('gordon_eats')).toBe('gordon_eats');
    const google: Pick<Review, 'authorName' | 'source'> = { authorName: 'Ana María López', source: 'google' };
    expect(attributionOf(google)).toBe('Ana L. on Google');
  });

  it('prefers unanswered reviews with text and returns at least three when the groups exist', () => {
    const reviews = taqueriaReviews();
    const picks = chooseReviewsToAnswer(reviews, taqueriaProfile().reviewInsights);
    expect(picks.length).toBeGreaterThanOrEqual(3);
    expect(picks.every((p) => p.review.text !== '')).toBe(true);
    expect(picks.map((p) => p.review.id)).not.toContain('lupita-7');
  });

  it('answers the reviews it is given, with each model reply on the review of the same id', () => {
    const profile = taqueriaProfile();
    const reviews = taqueriaReviews();
    const chosen = choosePlaybookReviews(profile, reviews).reverse();
    const [first, second] = chosen;
    const modelReplies = new Map([
      [second?.review.id ?? '', 'Model reply to the second.'],
      [first?.review.id ?? '', 'Model reply to the first.'],
    ]);
    const doc = buildPlaybookWith({ profile, reviews, generatedAt: FIXTURE_NOW }, { chosen, modelReplies });
    const items = replies(doc, 'ready-replies');
    expect(items.map((item) => item.attribution)).toEqual(chosen.map((c) => attributionOf(c.review)));
    expect(items[0]?.reply).toBe('Model reply to the first.');
    expect(items[1]?.reply).toBe('Model reply to the second.');
    expect(items.slice(2).some((item) => item.reply.startsWith('Model reply'))).toBe(false);
  });
});

describe('sample reviews from the catalogue', () => {
  const folded = (text: string): string => text.replace(/\s+/g, ' ');
  const quoted = (doc: PlaybookDocument): string[] =>
    doc.sections.flatMap((s) =>
      s.blocks.flatMap((b) => (b.kind === 'replies' ? b.items.map((i) => i.attribution) : [])),
    );

  it('attributes a catalogue review as a sample and a Google review on Google', () => {
    expect(attributionOf({ authorName: 'Ana María López', source: 'catalogue' })).toBe('Ana L., sample review');
    expect(attributionOf({ authorName: 'Ana María López', source: 'google' })).toBe('Ana L. on Google');
  });

  it('never says "on Google" for catalogue text, and says the reviews are samples, in the document and both renderings', () => {
    const doc = steak();
    expect(doc.reviewSource).toBe('catalogue');
    const attributions = quoted(doc).filter((a) => a !== '');
    expect(attributions.length).toBeGreaterThan(3);
    for (const attribution of attributions) expect(attribution).toMatch(/, sample review$/);
    // Renderings wrap lines: compare with runs of whitespace folded.
    for (const output of [allText(doc), renderPlaybookText(doc), renderPlaybookHtml(doc)].map(folded)) {
      expect(output).not.toMatch(/on Google\)|on Google"|on Google ·|on Google,/);
      expect(output).not.toContain('Found in your reviews');
      expect(output).not.toContain('’s own reviews');
      expect(output).toMatch(/sample reviews written for our demo, not real reviews of Marlowe(?:'|&#x27;)s Chophouse/);
    }
    expect(allText(doc)).toContain('We read 8 sample reviews');
    expect(section(doc, 'summary').heading).toBe('What the sample reviews say');
    expect(section(doc, 'ready-replies').heading).toBe('Ready replies to recent sample reviews');
    // The strengths' quote in the summary and the themes' evidence in the appendix are attributed the same way.
    const summary = JSON.stringify(section(doc, 'summary'));
    expect(summary).toMatch(/\(Jane D\., sample review\)/);
    expect(summary).toContain('Built from sample reviews');
  });

  it('quotes Google reviews on Google and shows no sample notice', () => {
    const doc = googleSteak();
    expect(doc.reviewSource).toBe('google');
    const attributions = quoted(doc).filter((a) => a !== '');
    for (const attribution of attributions) expect(attribution).toMatch(/ on Google$/);
    expect(allText(doc)).not.toMatch(/sample review/i);
    expect(JSON.stringify(section(doc, 'summary'))).toMatch(/\(Jane D\. on Google\)/);
  });

  it('credits our analysis, not AI, when the offline engine wrote it; the template credits nobody', () => {
    const text = folded(renderPlaybookText(steak()));
    expect(text).toContain('written by our own review analysis (no AI model)');
    expect(text).not.toMatch(/drafted by an AI/);
    const modelWritten = folded(renderPlaybookText({ ...googleSteak(), engine: 'openai' }));
    expect(modelWritten).toContain('drafted by an AI model');
    expect(modelWritten).not.toContain('sample reviews');
  });
});
