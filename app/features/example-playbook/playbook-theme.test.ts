import { describe, expect, it } from 'vitest';
import { otherTheme, parseTheme, THEME_BOOT_SCRIPT } from './playbook-theme.ts';

describe('example playbook theme', () => {
  it('is dark unless light was saved', () => {
    expect(parseTheme(null)).toBe('dark');
    expect(parseTheme('nonsense')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(otherTheme('dark')).toBe('light');
  });

  it('boot script sets the attribute from storage', () => {
    const attributes = new Map<string, string>();
    const storage = new Map([['replybook:playbookTheme', 'light']]);
    const run = new Function('localStorage', 'document', THEME_BOOT_SCRIPT);
    run(
      { getItem: (key: string) => storage.get(key) ?? null },
      { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } },
    );
    expect(attributes.get('data-playbook-theme')).toBe('light');
  });
});
