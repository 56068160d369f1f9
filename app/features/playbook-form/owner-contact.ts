import { playbookFlow } from '#app/content/playbook-flow.ts';

/** The owner's name and contact email are what Generate needs. */
export type OwnerContactErrors = { ownerName?: string; contactEmail?: string };

export function validateOwnerContact(values: { ownerName: string; contactEmail: string }): OwnerContactErrors {
  const errors: OwnerContactErrors = {};
  const { required, invalidEmail } = playbookFlow.validation;
  if (values.ownerName.trim() === '') errors.ownerName = required;
  const email = values.contactEmail.trim();
  if (email === '') errors.contactEmail = required;
  else if (!email.includes('@')) errors.contactEmail = invalidEmail;
  return errors;
}

export function hasErrors(errors: OwnerContactErrors): boolean {
  return errors.ownerName !== undefined || errors.contactEmail !== undefined;
}

/** Non-empty and containing @. */
export function isSendableEmail(value: string): boolean {
  const email = value.trim();
  return email !== '' && email.includes('@');
}

/** "Tone, traits ,, here" → ["Tone", "traits", "here"]: the step-2 list fields are typed as text. */
export function splitList(text: string, separator: RegExp = /[,\n]/): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
