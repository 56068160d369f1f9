import { describe, expect, it } from 'vitest';
import { readSavedPlaybooks, playbookHref } from './saved-playbooks.ts';

const playbook = (id: string) => ({
  id,
  name: `Restaurant ${id}`,
  address: '1 Main St',
  location: 'New York, NY',
  description: 'A neighbourhood bistro.',
  specialty: 'Steak frites',
  createdAt: '2026-11-21T12:00:00.000Z',
});

describe('readSavedSops', () => {
  it('keeps at most the limit, in the server order', () => {
    const body = { sops: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(playbook) };
    expect(readSavedPlaybooks(body, 6).map((s) => s.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
  it('drops malformed items and fills missing optional text with empty strings', () => {
    const body = {
      sops: [playbook('a'), { id: 'b' }, { id: 'c', name: 'Cafe C', description: null }, 42, { name: 'no id' }],
    };
    expect(readSavedPlaybooks(body, 6)).toEqual([
      playbook('a'),
      { id: 'c', name: 'Cafe C', address: '', location: '', description: '', specialty: '', createdAt: '' },
    ]);
  });
  it('returns nothing for an answer of the wrong shape', () => {
    expect(readSavedPlaybooks(null, 6)).toEqual([]);
    expect(readSavedPlaybooks({ sops: 'x' }, 6)).toEqual([]);
  });
});

describe('sopHref', () => {
  it('links to /sop/{id}', () => {
    expect(playbookHref('katzs-delicatessen')).toBe('/sop/katzs-delicatessen');
    expect(playbookHref('a/b')).toBe('/sop/a%2Fb');
  });
});
