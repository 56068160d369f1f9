import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../../../tests/support/playbook-fixtures.ts';
import { REQUIRED_SECTION_IDS } from './playbook-types.ts';
import { renderPlaybookHtml } from './render-html.ts';
import { renderPlaybookText } from './render-text.ts';
import { buildTemplatePlaybook } from './template-profile.ts';

describe('buildTemplatePlaybook', () => {
  const doc = buildTemplatePlaybook(FIXTURE_NOW);
  const text = renderPlaybookText(doc);

  it('has the same sections as a personalised playbook, then the invitation', () => {
    expect(doc.sections.map((s) => s.id)).toEqual([...REQUIRED_SECTION_IDS, 'next-step']);
    expect(doc.sections.at(-1)?.heading).toMatch(/personalised/i);
  });

  it('uses clear placeholders and no real restaurant data', () => {
    for (const placeholder of ['[Restaurant name]', '[Signature dish]', '[Owner first name]', '[first name]'])
      expect(text).toContain(placeholder);
    expect(text).not.toMatch(/Eleanor|Lupita|porterhouse|undefined|NaN/);
  });

  it('renders as printable HTML', () => {
    const html = renderPlaybookHtml(doc);
    expect(html).toContain('[Restaurant name]');
    expect(html).not.toMatch(/<script/i);
  });
});
