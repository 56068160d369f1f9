import { expect, test } from 'vitest';
import { maskEmail } from './email-address.ts';

test('keeps only the first character and the domain', () => {
  expect(maskEmail('jane@example.com')).toBe('j•••@example.com');
  expect(maskEmail('j@example.com')).toBe('j•••@example.com');
  expect(maskEmail('first.last+tag@sub.example.co.uk')).toBe('f•••@sub.example.co.uk');
});

test('never returns the local part of odd input', () => {
  expect(maskEmail('')).toBe('');
  expect(maskEmail('not-an-email')).toBe('•••');
  expect(maskEmail('@example.com')).toBe('•••');
});
