import { describe, expect, it } from 'vitest';
import { buildPlaybook } from './document/build-playbook.ts';
import { FIXTURE_NOW, taqueriaProfile, taqueriaReviews } from '../../../tests/support/playbook-fixtures.ts';
import { REQUIRED_SECTION_IDS } from './playbook-types.ts';
import { TEXT_WIDTH, renderPlaybookText, wrap } from './render-text.ts';

describe('renderPlaybookText', () => {
  const doc = buildPlaybook({ profile: taqueriaProfile(), reviews: taqueriaReviews(), generatedAt: FIXTURE_NOW });
  const text = renderPlaybookText(doc);
  const lines = text.split('\n');

  it('starts with an underlined title and a numbered contents list', () => {
    expect(lines[0]).toBe('CASA LUPITA TAQUERÍA: REVIEW RESPONSE PLAYBOOK');
    expect(lines[1]).toMatch(/^=+$/);
    expect(lines[1]?.length).toBe(lines[0]?.length);
    expect(text).toContain('CONTENTS');
    expect(text).toContain('   1. What the sample reviews say');
  });

  it('numbers and underlines every section heading', () => {
    doc.sections.forEach((section, i) => {
      const heading = `${i + 1}. ${section.heading}`;
      const at = lines.indexOf(heading);
      expect(at, heading).toBeGreaterThan(0);
      expect(lines[at + 1]).toBe('-'.repeat(heading.length));
    });
    expect(doc.sections).toHaveLength(REQUIRED_SECTION_IDS.length);
  });

  it('wraps at 80 columns and keeps replies, attributions and Spanish text', () => {
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(TEXT_WIDTH);
    expect(text).toContain('Carlos R., sample review');
    expect(text).toMatch(/(?:¡Hola|Hola|Buenas)[^\n]*Carlos/);
    expect(text).toContain('— Rafa & the Casa Lupita crew');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('renders narrow tables as aligned columns', () => {
    expect(text).toMatch(/ {2}Stars \| Reviews \| Share/);
    expect(text).toMatch(/ {2}5★ {4}\| 3 {7}\| 43%/);
  });

  it('hard-wraps words longer than a line and drops control characters', () => {
    const wrapped = wrap(`${'x'.repeat(200)} tail \u001b[31m`, '  ', '  ');
    for (const line of wrapped) expect([...line].length).toBeLessThanOrEqual(TEXT_WIDTH);
    expect(wrapped.join('')).not.toContain('\u001b');
  });
});
