import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { playbookFileName } from './file-name.ts';

const nameArb = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.constantFrom('../../etc/passwd', 'a/b\\c', 'CON', '\u202egpj.exe', 'name\u0000.html', '"quoted"\r\n', '寿司 🍣'),
);
const formatArb = fc.constantFrom('html' as const, 'text' as const);

describe('playbook file names, for any restaurant name', () => {
  test('safe on every file system: [A-Za-z0-9-] then the fixed suffix, no path separators, bounded length', () => {
    fc.assert(
      fc.property(nameArb, formatArb, (name, format) => {
        const file = playbookFileName(name, format);
        const extension = format === 'html' ? 'html' : 'txt';
        expect(file).toMatch(new RegExp(`^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*-Review-Response-SOP\\.${extension}$`));
        expect(file.length).toBeLessThanOrEqual(100 + '-Review-Response-SOP.html'.length);
      }),
      { numRuns: 2_000 },
    );
  });

  test('deterministic, and the same for both formats apart from the extension', () => {
    fc.assert(
      fc.property(nameArb, (name) => {
        const html = playbookFileName(name, 'html');
        expect(playbookFileName(name, 'html')).toBe(html);
        expect(playbookFileName(name, 'text')).toBe(html.replace(/\.html$/, '.txt'));
      }),
    );
  });

  test('a name made of letters, digits and single spaces keeps its words', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), { minLength: 1, maxLength: 6 }), (words) => {
        const base = words.join('-').slice(0, 100).replace(/-+$/, '');
        expect(playbookFileName(words.join(' '), 'html')).toBe(`${base}-Review-Response-SOP.html`);
      }),
    );
  });
});
