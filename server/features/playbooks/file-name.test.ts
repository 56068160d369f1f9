import { describe, expect, it } from 'vitest';
import { playbookFileName } from './file-name.ts';

describe('playbookFileName', () => {
  it('turns each run of non-alphanumerics into one hyphen', () => {
    expect(playbookFileName("Katz's Delicatessen", 'html')).toBe('Katz-s-Delicatessen-Review-Response-SOP.html');
    expect(playbookFileName('Tavern on the Green', 'text')).toBe('Tavern-on-the-Green-Review-Response-SOP.txt');
    expect(playbookFileName('  --Le  Bernardin!!  ', 'html')).toBe('Le-Bernardin-Review-Response-SOP.html');
  });

  it('folds diacritics and falls back when nothing is left', () => {
    expect(playbookFileName('Café Mogador', 'html')).toBe('Cafe-Mogador-Review-Response-SOP.html');
    expect(playbookFileName('寿司', 'text')).toBe('Restaurant-Review-Response-SOP.txt');
    expect(playbookFileName('', 'html')).toBe('Restaurant-Review-Response-SOP.html');
    expect(playbookFileName('<script>alert(1)</script>', 'html')).toBe(
      'script-alert-1-script-Review-Response-SOP.html',
    );
  });

  it('keeps long names to a sane length', () => {
    const name = playbookFileName('A'.repeat(300), 'html');
    expect(name.length).toBeLessThanOrEqual(130);
    expect(name.endsWith('-Review-Response-SOP.html')).toBe(true);
  });
});
