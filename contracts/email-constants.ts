/**
 * The one email address rule of the product: every schema, server route, the operator sign-in and the browser forms
 * use it. Zod-free, so the browser may import it.
 */

/** Longest address a mail server accepts (the path limit of SMTP). */
export const EMAIL_MAX_LENGTH = 254;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

// One @, no spaces or <>()",;, a dot in the domain: keeps every deliverable address the forms took, refuses garbage.
export const EMAIL_ADDRESS_PATTERN = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;

/** Whether `value`, trimmed, is an email address by that rule (length included). */
export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_ADDRESS_PATTERN.test(address);
}
