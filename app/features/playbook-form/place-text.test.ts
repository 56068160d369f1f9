import { describe, expect, it } from 'vitest';
import { splitDescription } from './place-text.ts';

describe('splitDescription', () => {
  it('splits at the first comma', () => {
    expect(splitDescription("Katz's Delicatessen, 205 E Houston St, New York, NY 10002, USA")).toEqual({
      name: "Katz's Delicatessen",
      address: '205 E Houston St, New York, NY 10002, USA',
    });
  });

  it('keeps a description without a comma as the name', () => {
    expect(splitDescription('  Le Bernardin ')).toEqual({ name: 'Le Bernardin', address: '' });
  });
});
