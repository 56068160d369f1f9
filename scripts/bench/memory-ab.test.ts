import { describe, expect, test } from 'vitest';
import { mixedLoadPaths, renderMemoryAb, type MemoryReading } from './memory-ab.ts';

const reading = (idleMb: number, heldMb: number): MemoryReading => ({
  idleMb,
  afterLoadMb: heldMb + 80,
  heldMb,
  peakMb: heldMb + 100,
  statuses: { 200: 900 },
});

describe('mixedLoadPaths', () => {
  test('a page, another page and the autocomplete in turn, each autocomplete its own session', () => {
    const paths = mixedLoadPaths(6);
    expect(paths.slice(0, 2)).toEqual(['/', '/playbook-examples']);
    expect(paths[2]).toBe('/api/places/autocomplete?input=katz&sessionToken=memory-ab-0');
    expect(paths[5]).toBe('/api/places/autocomplete?input=grand%20central&sessionToken=memory-ab-1');
    expect(mixedLoadPaths(900)).toHaveLength(900);
  });
});

describe('renderMemoryAb', () => {
  test('one row per database and build: medians with every start in brackets', () => {
    const lines = renderMemoryAb(
      [
        { label: 'A', readings: { postgres: [reading(160, 210), reading(150, 200)] } },
        { label: 'B', readings: { postgres: [reading(140, 190)] } },
      ],
      'note',
    );
    expect(lines[0]).toBe('note');
    expect(lines).toContain(
      '| postgres | A | 155 (160, 150) | 285 (290, 280) | 205 (210, 200) | 305 (310, 300) | {"200":900} {"200":900} |',
    );
    expect(lines.some((line) => line.startsWith('| pglite'))).toBe(false);
  });
});
