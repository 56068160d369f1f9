import { describe, expect, it } from 'vitest';
import { hasErrors, isSendableEmail, splitList, validateOwnerContact } from './owner-contact.ts';

describe('validateOwnerContact', () => {
  it('requires a trimmed owner name and an email', () => {
    expect(validateOwnerContact({ ownerName: '  ', contactEmail: '' })).toEqual({
      ownerName: 'This field is required',
      contactEmail: 'This field is required',
    });
  });

  it('asks for a valid email when it has no @', () => {
    expect(validateOwnerContact({ ownerName: 'Maria', contactEmail: 'maria.example.com' })).toEqual({
      contactEmail: 'Please enter a valid email address',
    });
  });

  it('accepts a name and an address with @', () => {
    const errors = validateOwnerContact({ ownerName: 'Maria', contactEmail: 'maria@example.com' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });
});

describe('isSendableEmail', () => {
  it('needs something with @', () => {
    expect(isSendableEmail('')).toBe(false);
    expect(isSendableEmail('   ')).toBe(false);
    expect(isSendableEmail('nobody')).toBe(false);
    expect(isSendableEmail(' a@b.co ')).toBe(true);
  });
});

describe('splitList', () => {
  it('splits on commas and lines, dropping blanks', () => {
    expect(splitList('Warm, Genuine,,\nWitty ')).toEqual(['Warm', 'Genuine', 'Witty']);
  });
});
