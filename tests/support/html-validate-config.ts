import type { ConfigData } from 'html-validate';

/**
 * html-validate's recommended rules, minus those that flag how React serialises valid HTML rather than mistakes:
 * - attr-case: React writes `charSet` on <meta>; attribute names are case-insensitive in HTML.
 * - void-style: React closes void elements (`<meta … />`), which HTML allows.
 * - attribute-boolean-style / attribute-empty-style: React writes `hidden=""`, `disabled=""`, valid spellings.
 * - no-inline-style: Radix positions popovers and React sets CSS variables through style attributes; the CSP
 *   allows inline style attributes for exactly that (server/http/security-headers.ts).
 * - no-trailing-whitespace: streaming and React's text nodes, not authored markup.
 * - valid-id, relaxed to HTML5's rule (non-empty, no whitespace): React's useId (`_R_1_`), its streaming boundaries
 *   (`S:0`, `B:0`) and the legal pages' numbered section anchors (`9-changes-to-this-policy`) are valid HTML5 ids.
 * - prefer-native-element, except `region` and `listbox`: Radix Toast's viewport is a `div role="region"` inside the
 *   library, and the restaurant search is an ARIA combobox whose suggestions list cannot be a native <select>.
 * - aria-label-misuse with allowAnyNamable: ARIA allows naming lists (`<ul aria-label>`); unnamed-role divs still fail.
 * - no-implicit-input-type: `<input>` defaults to type text; omitting it is valid HTML, not a defect.
 * - tel-non-breaking: a typographic suggestion about wrapping phone numbers, not validity.
 * Everything else of the recommended set stays on (permitted content, duplicate ids, labels, headings, long titles…).
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-inline-style': 'off',
    'no-trailing-whitespace': 'off',
    'valid-id': ['error', { relaxed: true }],
    'prefer-native-element': ['error', { exclude: ['region', 'listbox'] }],
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    'no-implicit-input-type': 'off',
    'tel-non-breaking': 'off',
  },
};
