import { describe, expect, it } from 'vitest';
import { parseRoiField, roiRequestBody, sameRoiRequest } from './roi-form.ts';

describe('parseRoiField', () => {
  it('parses integers the way parseInt does', () => {
    expect(parseRoiField('50')).toBe(50);
    expect(parseRoiField(' 115 ')).toBe(115);
    expect(parseRoiField('12abc')).toBe(12);
    expect(parseRoiField('12.9')).toBe(12);
  });
  it('turns non-numeric input into 0', () => {
    expect(parseRoiField('')).toBe(0);
    expect(parseRoiField('abc')).toBe(0);
  });
  it('stays within 0–100,000 so the API never refuses it', () => {
    expect(parseRoiField('-5')).toBe(0);
    expect(parseRoiField('250000')).toBe(100_000);
  });
});

describe('roiRequestBody', () => {
  it('sends numbers and the chosen reply rate', () => {
    expect(roiRequestBody({ reviews: '80', ticket: '$40', currentRate: 25 })).toEqual({
      reviews: 80,
      ticket: 0,
      currentRate: 25,
    });
  });
});

describe('sameRoiRequest', () => {
  it('treats equivalent spellings as the same request', () => {
    expect(
      sameRoiRequest(
        { reviews: '050', ticket: '115', currentRate: 0 },
        { reviews: '50', ticket: '115', currentRate: 0 },
      ),
    ).toBe(true);
    expect(
      sameRoiRequest(
        { reviews: '50', ticket: '115', currentRate: 0 },
        { reviews: '50', ticket: '115', currentRate: 75 },
      ),
    ).toBe(false);
  });
});
