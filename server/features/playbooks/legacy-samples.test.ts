import { describe, expect, it } from 'vitest';
import { labelLegacySamples } from './legacy-samples.ts';
import { buildPlaybook } from './document/build-playbook.ts';
import { FIXTURE_NOW, steakhouseProfile, steakhouseReviews } from '../../../tests/support/playbook-fixtures.ts';
import type { PlaybookDocument } from './playbook-types.ts';

/** A document as the composer wrote it before documents recorded their reviews' source. */
function legacy(): PlaybookDocument {
  const reviews = steakhouseReviews().map((review) => ({ ...review, source: 'google' as const }));
  const { reviewSource: _source, ...doc } = buildPlaybook({
    profile: steakhouseProfile(),
    reviews,
    generatedAt: FIXTURE_NOW,
  });
  return doc;
}

describe('labelLegacySamples', () => {
  it('relabels "on Google" quotes of a stored catalogue playbook as samples', () => {
    const shown = JSON.stringify(labelLegacySamples(legacy(), 'cat-marlowes-chophouse'));
    expect(shown).toContain('Jane D., sample review');
    expect(shown).not.toMatch(/[A-Z]\. on Google/);
    // The rules about Google's byte limit are not quotes and stay as written.
    expect(shown).toContain('4,096 bytes on Google');
  });

  it('leaves Google places and documents that record their source alone', () => {
    expect(labelLegacySamples(legacy(), 'ChIJ-google-place')).toEqual(legacy());
    const current = { ...legacy(), reviewSource: 'google' as const };
    expect(labelLegacySamples(current, 'cat-marlowes-chophouse')).toBe(current);
  });
});
