import { describe, expect, it } from 'vitest';
import { aspectOfTerm } from './aspect-terms.ts';
import { readSpanishAspectTerms } from './aspect-terms-es.ts';

function read(text: string): string[] {
  return readSpanishAspectTerms(text).map((t) => `${t.term}:${t.polarity}`);
}

describe('readSpanishAspectTerms', () => {
  it('reads each thing of a mixed Spanish review with the words beside it', () => {
    expect(read('La comida riquísima, pero el servicio lentísimo.')).toEqual(['comida:positive', 'servicio:negative']);
    expect(read('Los tacos al pastor estaban deliciosos, aunque la espera fue eterna.')).toEqual([
      'tacos al pastor:positive',
      'espera:negative',
    ]);
    expect(read('El mesero fue muy amable, pero los precios son demasiado caros.')).toEqual([
      'mesero:positive',
      'precios:negative',
    ]);
    expect(read('Los baños estaban sucios y el pulpo a la gallega buenísimo.')).toEqual([
      'baños:negative',
      'pulpo a la gallega:positive',
    ]);
  });

  it('turns a judgement after "no", and leaves a thing without a judgement unjudged', () => {
    expect(read('El local no estaba limpio, la cerveza sí muy buena.')).toEqual(['local:negative', 'cerveza:positive']);
    expect(read('Pedimos la paella y el vino de la casa.')).toEqual(['paella:neutral', 'vino:neutral']);
  });

  it('keeps the dish as the guest wrote it, and its broad aspect for the checks', () => {
    expect(readSpanishAspectTerms('La tarta de queso, espectacular.').map((t) => t.term)).toEqual(['tarta de queso']);
    expect(aspectOfTerm('tacos al pastor')).toBe('food');
    expect(aspectOfTerm('mesera')).toBe('service');
    expect(aspectOfTerm('salón')).toBe('ambience');
    expect(aspectOfTerm('espera')).toBe('speed');
  });
});
