import { describe, expect, it } from 'vitest';
import { playbookDownloadName } from './download-name.ts';

describe('sopDownloadName', () => {
  it('turns each non-alphanumeric run into one hyphen', () => {
    expect(playbookDownloadName("Katz's Delicatessen", 'text')).toBe('Katz-s-Delicatessen-Review-Response-SOP.txt');
    expect(playbookDownloadName('Grand Central Oyster Bar', 'html')).toBe(
      'Grand-Central-Oyster-Bar-Review-Response-SOP.html',
    );
  });

  it('folds diacritics and trims hyphens at the ends, like the emailed attachment', () => {
    expect(playbookDownloadName('Café  & Bar!', 'html')).toBe('Cafe-Bar-Review-Response-SOP.html');
    expect(playbookDownloadName('寿司', 'text')).toBe('Restaurant-Review-Response-SOP.txt');
  });
});
