import { describe, expect, it } from 'vitest';
import { legendaryRestaurants } from '#app/content/landing/nyc.ts';
import { legendaryPlaybookHref } from './legendary-links.ts';

describe('legendaryPlaybookHref', () => {
  it('links the six legendary restaurants to their fixed pages', () => {
    expect(legendaryRestaurants.map((restaurant) => legendaryPlaybookHref(restaurant.name))).toEqual([
      '/sop/delmonicos',
      '/sop/le-bernardin',
      '/sop/keens-steakhouse',
      '/sop/tavern-on-the-green',
      '/sop/grand-central-oyster-bar',
      '/sop/katzs-delicatessen',
    ]);
  });

  it('links unknown names to /', () => {
    expect(legendaryPlaybookHref('Peter Luger')).toBe('/');
    expect(legendaryPlaybookHref('')).toBe('/');
  });

  it('tolerates curly apostrophes and spacing', () => {
    expect(legendaryPlaybookHref('  Katz’s   Delicatessen ')).toBe('/sop/katzs-delicatessen');
  });
});
