import { describe, expect, test } from 'vitest';
import { isLegendaryPlaybookId, nextPlaybookId, playbookIdBase } from './playbook-store.ts';

describe('playbook ids', () => {
  test('the restaurant id first, then -2, -3…', () => {
    expect(nextPlaybookId('corner-bistro', new Set())).toBe('corner-bistro');
    expect(nextPlaybookId('corner-bistro', new Set(['corner-bistro']))).toBe('corner-bistro-2');
    expect(nextPlaybookId('corner-bistro', new Set(['corner-bistro', 'corner-bistro-2']))).toBe('corner-bistro-3');
  });

  test('the legendary ids are never handed to a visitor’s playbook, even before seeding', () => {
    expect(nextPlaybookId('katzs-delicatessen', new Set())).toBe('katzs-delicatessen-2');
    expect(isLegendaryPlaybookId('le-bernardin')).toBe(true);
    expect(isLegendaryPlaybookId('le-bernardin-2')).toBe(false);
  });

  test('after a lost race, the given number of free ids is skipped', () => {
    const taken = new Set(['corner-bistro', 'corner-bistro-3']);
    expect(nextPlaybookId('corner-bistro', taken, 1)).toBe('corner-bistro-4');
    expect(nextPlaybookId('katzs-delicatessen', new Set(), 2)).toBe('katzs-delicatessen-4');
  });

  test('suffixed ids stay within 50 characters', () => {
    const base = 'a'.repeat(50);
    const id = nextPlaybookId(base, new Set([base]));
    expect(id).toHaveLength(50);
    expect(id.endsWith('-2')).toBe(true);
  });

  test('without a restaurant id, the slug of the name; a name with no letters still gets an id', () => {
    expect(playbookIdBase('katzs-delicatessen-2', 'x')).toBe('katzs-delicatessen-2');
    expect(playbookIdBase(null, 'Café Mogador')).toBe('cafe-mogador');
    expect(playbookIdBase(null, '<script>alert(1)</script>')).toBe('scriptalert1script');
    expect(playbookIdBase(null, '寿司')).toBe('playbook');
  });
});
