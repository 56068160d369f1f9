import { describe, expect, it } from 'vitest';
import type { Theme } from '#contracts/brand.ts';
import { restaurantInputFromDetails } from '#server/features/brand/research-input.ts';
import { researchBrand } from '#server/features/brand/research-brand.ts';
import { mentionsTheme, themeDefinition } from '#server/features/brand/theme-cues.ts';
import { loadCatalogue, openCatalogueProvider } from '#server/providers/places/catalogue-provider.ts';
import { composePlaybook } from './compose-playbook.ts';

/**
 * Every quote a playbook shows as a theme's evidence is about that theme, for every bundled place, composed as a real
 * playbook is (catalogue details → brand research without a model → the offline composer).
 */

const NOW = new Date('2026-11-20T15:00:00Z');
const catalogue = await openCatalogueProvider({ path: 'catalogue/places', now: () => NOW });
const placeIds = (await loadCatalogue('catalogue/places')).map((place) => place.id);

/** The quote inside “…” of a rendered evidence line, without its attribution. */
function quoted(line: string): string {
  return /“([^”]*)”/u.exec(line)?.[1] ?? line;
}

/** What the document shows as evidence: the prepared replies' excerpts and the appendix's evidence column. */
function shownEvidence(
  document: Awaited<ReturnType<typeof composePlaybook>>['document'],
): { label: string; evidence: string }[] {
  const lines: { label: string; evidence: string }[] = [];
  for (const section of document.sections) {
    for (const block of section.blocks) {
      if (section.id === 'complaint-replies' && block.kind === 'replies') {
        for (const item of block.items)
          if (item.reviewExcerpt !== '')
            lines.push({ label: item.label.replace(/ \(\d+% of reviews\)$/u, ''), evidence: item.reviewExcerpt });
      }
      if (section.id === 'appendix' && block.kind === 'table' && block.caption === 'Top themes') {
        for (const row of block.rows)
          if ((row[4] ?? '') !== '') lines.push({ label: row[1] ?? '', evidence: quoted(row[4] ?? '') });
      }
    }
  }
  return lines;
}

describe.each(placeIds)('%s', (placeId) => {
  it('quotes only evidence that mentions its theme, and counts only reviews that mention it', async () => {
    const details = await catalogue.details(placeId);
    if (!details) throw new Error(`${placeId} is missing`);
    const { profile } = await researchBrand(restaurantInputFromDetails(details), { model: null, now: NOW });
    const { document } = await composePlaybook(
      { profile, reviews: details.allReviews, sopId: placeId },
      { model: null, now: NOW },
    );
    const themes: Theme[] = [...profile.strengths, ...profile.complaints];
    const byLabel = new Map(themes.map((theme) => [theme.label, theme]));
    const withText = details.allReviews.filter((review) => review.text.trim() !== '');

    for (const theme of themes) {
      const topic = theme.topic ?? '';
      expect(themeDefinition(topic)?.label, `${placeId}: ${theme.label}`).toBe(theme.label);
      expect(mentionsTheme(topic, theme.evidence), `${placeId}: "${theme.evidence}" for ${theme.label}`).toBe(true);
      const mentioning = withText.filter((review) => mentionsTheme(topic, review.text)).length;
      expect(theme.count).toBeLessThanOrEqual(mentioning);
      expect(theme.share).toBeCloseTo(theme.count / withText.length, 2);
    }

    const lines = shownEvidence(document);
    expect(lines.length).toBeGreaterThanOrEqual(themes.filter((t) => t.evidence !== '').length);
    for (const { label, evidence } of lines) {
      const theme = byLabel.get(label);
      expect(theme, `${placeId}: no theme labelled ${label}`).toBeDefined();
      expect(mentionsTheme(theme?.topic ?? '', evidence), `${placeId}: "${evidence}" for ${label}`).toBe(true);
    }
  });
});
