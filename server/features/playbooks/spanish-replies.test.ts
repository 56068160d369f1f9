import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { steakhouseProfile, taqueriaProfile } from '../../../tests/support/playbook-fixtures.ts';
import { checkReply, replyClauses, replyBody } from './reply-checks.ts';
import { guestAspectsOf, suggestReply } from './reply-writer.ts';
import { termIssuePhraseEs } from './replies/term-issues.ts';
import { foldText } from './review-signals.ts';

/** Spanish reviews read per thing: the reply thanks for what was praised and owns what was criticised, by name. */

function review(text: string, rating: 1 | 2 | 3 | 4 | 5): Review {
  return {
    id: 'es-1',
    rating,
    text,
    authorName: 'Lucía Gómez',
    relativeTime: 'hace 2 días',
    publishTime: '2026-11-18T12:00:00.000Z',
    language: 'es',
    ownerReply: null,
    source: 'catalogue',
  };
}

function clauseAbout(reply: string, profile: BrandProfile, word: string) {
  return replyClauses(replyBody(reply, profile.signOff)).filter((c) => foldText(c.text).includes(foldText(word)));
}

const MIXED: readonly { text: string; rating: 1 | 2 | 3 | 4 | 5; praised: string; criticised: string }[] = [
  {
    text: 'Los tacos al pastor estaban deliciosos, aunque la espera fue eterna.',
    rating: 3,
    praised: 'tacos al pastor',
    criticised: 'espera',
  },
  {
    text: 'El mesero fue muy amable, pero los precios son demasiado caros.',
    rating: 3,
    praised: 'mesero',
    criticised: 'precios',
  },
  {
    text: 'Las croquetas llegaron frías, aunque el vino estaba muy bueno.',
    rating: 3,
    praised: 'vino',
    criticised: 'croquetas',
  },
  {
    text: 'El local es muy ruidoso, pero las hamburguesas están riquísimas.',
    rating: 3,
    praised: 'hamburguesas',
    criticised: 'ruido',
  },
];

describe('Spanish replies per thing', () => {
  for (const profile of [taqueriaProfile(), { ...steakhouseProfile(), toneOfVoice: ['Formal', 'Refined'] }]) {
    it(`thanks for the praised thing and owns the criticised one, by name (${profile.toneOfVoice.join(', ')})`, () => {
      for (const { text, rating, praised, criticised } of MIXED) {
        const r = review(text, rating);
        for (let variant = 0; variant < 4; variant += 1) {
          const reply = suggestReply({ review: r, insight: analyzeReview(text, 'es'), profile, variant });
          expect(checkReply({ reply, review: r, aspects: guestAspectsOf(r), profile })).toEqual([]);
          expect(clauseAbout(reply, profile, praised).some((c) => c.stance === 'praise')).toBe(true);
          expect(clauseAbout(reply, profile, criticised).some((c) => c.stance === 'apology')).toBe(true);
          expect(clauseAbout(reply, profile, criticised).some((c) => c.stance === 'praise')).toBe(false);
        }
      }
    });
  }

  it('the checks catch a Spanish reply that praises what the guest criticised', () => {
    const profile = taqueriaProfile();
    const r = review('La comida riquísima, pero el servicio lentísimo.', 3);
    const wrong = 'Hola, Lucía:\n\nNos alegra que disfrutaras del servicio. Siento mucho lo de la comida.\n\n— Rafa';
    expect(checkReply({ reply: wrong, review: r, aspects: guestAspectsOf(r), profile }).map((p) => p.code)).toEqual([
      'praises-criticised',
      'apologises-for-praised',
    ]);
  });

  it('a five-star Spanish review is thanked for the thing the guest named', () => {
    const profile = taqueriaProfile();
    const text = 'La mesera súper atenta y el guacamole buenísimo.';
    const reply = suggestReply({ review: review(text, 5), insight: analyzeReview(text, 'es'), profile, variant: 0 });
    expect(reply).toMatch(/guacamole|mesera/);
    expect(reply).not.toMatch(/siento|lament/i);
  });

  it('owns a criticised thing in Spanish with its article and agreement', () => {
    expect(termIssuePhraseEs('croquetas', 'signature', 'Las croquetas llegaron frías.')).toBe(
      'que las croquetas llegaran frías',
    );
    expect(termIssuePhraseEs('pollo', 'signature', 'El pollo estaba seco.')).toBe(
      'que el pollo no saliera en su punto',
    );
    expect(termIssuePhraseEs('camarero', 'service', 'El camarero fue grosero.')).toBe('el trato del camarero');
    expect(termIssuePhraseEs('baños', 'cleanliness', 'Los baños sucios.')).toBe('el estado de los baños');
    expect(termIssuePhraseEs('porciones', 'value', 'Porciones escasas.')).toBe(
      'que las porciones fueran tan escasas para su precio',
    );
    // What the guest found wrong, not a vague "not up to the experience" or "Lamento el servicio".
    expect(termIssuePhraseEs('precios', 'value', 'Los precios son demasiado caros.')).toBe(
      'que los precios fueran tan elevados',
    );
    expect(termIssuePhraseEs('servicio', 'service', 'El servicio lentísimo.')).toBe('que el servicio fuera tan lento');
    expect(termIssuePhraseEs('comida', 'food', 'La comida insípida.')).toBe('que la comida fuera tan insípida');
    expect(termIssuePhraseEs('platos', 'food', 'Tardaron muchísimo en traer los platos.')).toBe(
      'que los platos tardaran tanto en llegar',
    );
    expect(termIssuePhraseEs('espera', 'speed', 'Esperamos 40 minutos, la espera fue eterna.')).toBe(
      'la espera de 40 minutos',
    );
  });
});
