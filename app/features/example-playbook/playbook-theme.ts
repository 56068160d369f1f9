/**
 * The example playbook's dark/light theme: persisted in local storage, dark by default. The attribute
 * sits on <html> so a tiny inline script can set it before the first paint (no flash of the wrong theme).
 */
export type PlaybookTheme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'replybook:playbookTheme';
export const THEME_ATTRIBUTE = 'data-playbook-theme';

export function parseTheme(value: string | null | undefined): PlaybookTheme {
  return value === 'light' ? 'light' : 'dark';
}

export function otherTheme(theme: PlaybookTheme): PlaybookTheme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** The inline script (run before paint). Kept tiny and free of anything from the request. */
export const THEME_BOOT_SCRIPT = `(function(){var t='dark';try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==='light')t='light'}catch(e){}document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t)})();`;

/**
 * Both palettes. Every text/background pair is WCAG AA (≥ 4.5:1): dark ink #f3ecdf / muted #c9c0ab on #0f1a14,
 * amber #f2c66d on #0f1a14; light ink #1b2a21 / muted #4d574e on #fbf7ef, terracotta #9a3f1b on #fffdf8.
 */
export const THEME_CSS = `
.gcob{--pb-bg:#0f1a14;--pb-surface:#16251c;--pb-surface-2:#1d3024;--pb-ink:#f3ecdf;--pb-muted:#c9c0ab;--pb-accent:#f2c66d;--pb-accent-ink:#2b1d03;--pb-line:#2f4738;--pb-tile:#233a2c;--pb-good:#9fd8b0;--pb-bad:#f4a58a;color-scheme:dark}
html[data-playbook-theme=light] .gcob{--pb-bg:#fbf7ef;--pb-surface:#fffdf8;--pb-surface-2:#f3ecdf;--pb-ink:#1b2a21;--pb-muted:#4d574e;--pb-accent:#9a3f1b;--pb-accent-ink:#fffaf3;--pb-line:#e2d8c5;--pb-tile:#ece3d1;--pb-good:#1f5c3a;--pb-bad:#9b2c13;color-scheme:light}
.gcob-vault{background-image:radial-gradient(circle at 50% 120%,transparent 58%,var(--pb-tile) 59%,var(--pb-tile) 61%,transparent 62%),radial-gradient(circle at 0 120%,transparent 58%,var(--pb-tile) 59%,var(--pb-tile) 61%,transparent 62%),radial-gradient(circle at 100% 120%,transparent 58%,var(--pb-tile) 59%,var(--pb-tile) 61%,transparent 62%);background-size:120px 60px}
@media print{.gcob{--pb-bg:#fff;--pb-surface:#fff;--pb-surface-2:#f6f2ea;--pb-ink:#111;--pb-muted:#333;--pb-accent:#7a3416;--pb-line:#ccc;--pb-tile:#eee;--pb-good:#1f5c3a;--pb-bad:#9b2c13}}
`;
