import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button.tsx';
import { dialogContentVariants, dialogDescriptionVariants, dialogTitleVariants } from './dialog.tsx';
import { inputVariants } from './input.tsx';
import { labelVariants } from './label.tsx';

/**
 * `cn` joins classes without resolving conflicts, so a component that emits two utilities for one CSS property
 * (say `h-10` and `h-12`) renders whichever the stylesheet lists last. These tests render every combination of each
 * component's variants and check that no property is set twice under the same modifiers.
 */

// Utility → the CSS properties it sets (a deliberately small list: the ones our components use).
const SIDES = {
  t: ['pt'],
  b: ['pb'],
  l: ['pl'],
  r: ['pr'],
  x: ['pl', 'pr'],
  y: ['pt', 'pb'],
  '': ['pt', 'pb', 'pl', 'pr'],
};
const PROPERTY_RULES: Array<[RegExp, (match: RegExpMatchArray) => string[]]> = [
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/, () => ['display']],
  [/^(static|fixed|absolute|relative|sticky)$/, () => ['position']],
  [/^-?(top|left|right|bottom)-/, (m) => [m[1]!]],
  [/^-?inset-/, () => ['top', 'left', 'right', 'bottom']],
  [/^-?translate-(x|y)-/, (m) => [`translate-${m[1]}`]],
  [/^size-/, () => ['height', 'width']],
  [/^h-/, () => ['height']],
  [/^w-/, () => ['width']],
  [/^min-h-/, () => ['min-height']],
  [/^max-h-/, () => ['max-height']],
  [/^min-w-/, () => ['min-width']],
  [/^max-w-/, () => ['max-width']],
  [/^p([tblrxy]?)-/, (m) => SIDES[m[1] as keyof typeof SIDES]],
  [/^gap-(x|y)-/, (m) => [`gap-${m[1]}`]],
  [/^gap-/, () => ['gap-x', 'gap-y']],
  [/^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|full|\[[^\]]+\]))?$/, () => ['border-radius']],
  [/^border(-[0-9]+)?$/, () => ['border-width']],
  [/^text-(xs|sm|base|lg|[2-9]?xl|\[[0-9.]+(rem|px|em)\])$/, () => ['font-size']],
  [/^text-(left|center|right|justify|start|end)$/, () => ['text-align']],
  [/^text-/, () => ['color']],
  [/^leading-/, () => ['line-height']],
  [/^font-(thin|light|normal|medium|semibold|bold|extrabold|black)$/, () => ['font-weight']],
  [/^font-/, () => ['font-family']],
  [/^whitespace-/, () => ['white-space']],
  [/^bg-/, () => ['background-color']],
  [/^shadow(-(xs|sm|md|lg|xl|2xl|none))?$/, () => ['box-shadow']],
  [/^overflow-(x|y)-/, (m) => [`overflow-${m[1]}`]],
  [/^overflow-/, () => ['overflow-x', 'overflow-y']],
  [/^flex-(row|col)(-reverse)?$/, () => ['flex-direction']],
  [/^(items)-/, () => ['align-items']],
  [/^justify-/, () => ['justify-content']],
  [/^z-/, () => ['z-index']],
  [/^opacity-/, () => ['opacity']],
];

/** The modifiers (`md:`, `hover:`, `[&_svg]:`…) and the utility of a class, splitting on colons outside brackets. */
function splitClass(name: string): { modifiers: string; utility: string } {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < name.length; i++) {
    const ch = name[i];
    if (ch === '[' || ch === '(') depth++;
    else if (ch === ']' || ch === ')') depth--;
    else if (ch === ':' && depth === 0) last = i;
  }
  return { modifiers: name.slice(0, last + 1), utility: name.slice(last + 1).replace(/^!|!$/g, '') };
}

/** Pairs of classes in `classes` that set the same property under the same modifiers. */
function conflicts(classes: string): string[] {
  const seen = new Map<string, string>();
  const found: string[] = [];
  for (const name of classes.split(/\s+/).filter(Boolean)) {
    const { modifiers, utility } = splitClass(name);
    const rule = PROPERTY_RULES.map(([pattern, properties]) => [utility.match(pattern), properties] as const).find(
      ([match]) => match,
    );
    if (!rule) continue;
    for (const property of rule[1](rule[0]!)) {
      const key = `${modifiers}${property}`;
      const other = seen.get(key);
      if (other !== undefined && other !== name) found.push(`${other} / ${name} (${key})`);
      seen.set(key, name);
    }
  }
  return found;
}

/** Every combination of the given option lists, as objects. */
function combinations<T extends Record<string, readonly unknown[]>>(
  options: T,
): Array<{ [K in keyof T]: T[K][number] }> {
  return Object.entries(options).reduce<Array<Record<string, unknown>>>(
    (all, [key, values]) => all.flatMap((combo) => values.map((value) => ({ ...combo, [key]: value }))),
    [{}],
  ) as Array<{ [K in keyof T]: T[K][number] }>;
}

describe('the conflict check itself', () => {
  it('finds two utilities for one property, and only under the same modifiers', () => {
    expect(conflicts('h-10 h-12')).toHaveLength(1);
    expect(conflicts('rounded-md rounded-lg')).toHaveLength(1);
    expect(conflicts('text-sm text-[0.8125rem]')).toHaveLength(1);
    expect(conflicts('px-4 pl-2')).toHaveLength(1);
    expect(conflicts('size-10 h-12')).toHaveLength(1);
    expect(conflicts('whitespace-nowrap whitespace-normal')).toHaveLength(1);
    expect(conflicts('text-base md:text-sm text-foreground has-[>svg]:px-3 px-4 shadow-sm bg-primary')).toEqual([]);
  });
});

describe('components emit no conflicting utilities', () => {
  it.each(
    combinations({
      variant: ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'amber'],
      size: ['default', 'sm', 'lg', 'icon'],
      wrap: [false, true],
    } as const),
  )('Button %o', (props) => {
    expect(conflicts(buttonVariants(props))).toEqual([]);
  });

  it('Button: every size sets a height, a radius and a text size, and only lg grows when it wraps', () => {
    for (const size of ['default', 'sm', 'lg', 'icon'] as const) {
      const classes = buttonVariants({ size }).split(' ');
      expect(classes.some((c) => /^(h|size)-/.test(c))).toBe(true);
      expect(classes.some((c) => c.startsWith('rounded-'))).toBe(true);
      expect(classes.some((c) => /^text-(sm|base|\[)/.test(c))).toBe(true);
    }
    expect(buttonVariants({ size: 'lg', wrap: true })).toContain('min-h-12');
    expect(buttonVariants({ size: 'lg', wrap: true })).not.toMatch(/(^| )h-12( |$)/);
  });

  it.each(combinations({ size: ['default', 'lg', 'xl'], variant: ['default', 'figure'] } as const))(
    'Input %o',
    (props) => {
      expect(conflicts(inputVariants(props))).toEqual([]);
    },
  );

  it.each(['default', 'strong', 'text'] as const)('Label %s', (variant) => {
    expect(conflicts(labelVariants({ variant }))).toEqual([]);
  });

  it.each(['default', 'lg', 'xl', 'fullscreen'] as const)('DialogContent %s', (size) => {
    expect(conflicts(dialogContentVariants({ size }))).toEqual([]);
  });

  it.each(['default', 'lg'] as const)('DialogTitle and DialogDescription %s', (size) => {
    expect(conflicts(dialogTitleVariants({ size }))).toEqual([]);
    expect(conflicts(dialogDescriptionVariants({ size }))).toEqual([]);
  });
});
