import { describe, expect, it } from 'vitest';
import { thingsIn } from './guest-things.ts';
import { parseEnglish } from './nlp.ts';
import { staffConductClause } from './staff-conduct.ts';

function conductOf(text: string): (string | null)[] {
  const [sentence] = parseEnglish(text);
  if (sentence === undefined) return [];
  return thingsIn(sentence.tokens, { placeWords: new Set() })
    .filter((t) => t.kind === 'staff')
    .map((t) => staffConductClause(sentence.tokens, t, sentence.tokens.length));
}

describe('staffConductClause', () => {
  it('says back what a person on the team did, in the owner’s voice', () => {
    expect(conductOf('The counter man yelled at my mother.')).toEqual(['our counter man yelled at your mother']);
    expect(conductOf('The tea guy never came back.')).toEqual(['our tea guy never came back']);
    expect(conductOf('Our waitress seemed annoyed we were splitting plates.')).toEqual([
      'our waitress seemed annoyed you were splitting plates',
    ]);
    expect(conductOf('The girl at the register was on her phone the whole time.')).toEqual([
      'our team member at the register was on her phone the whole time',
    ]);
  });

  it('never names the person, and says nothing back for praise, insults or quotes', () => {
    expect(conductOf('Our server Mike was rude.')).toEqual([]);
    expect(conductOf('The bartender was great.')).toEqual([null]);
    expect(conductOf('The host was a total idiot and rude.')).toEqual([null]);
    expect(conductOf('The waiter said "not my table" and walked away.')).toEqual([null]);
  });
});
