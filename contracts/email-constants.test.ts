import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE, isEmailAddress } from './email-constants.ts';
import { dataSubjectEmailSchema } from './operator-data-rights.ts';
import { captureLeadRequestSchema } from './leads.ts';
import { storeBrandProfileRequestSchema, updateFinalBrandProfileRequestSchema } from './playbooks.ts';

const accepted = [
  'maria@example.com',
  ' maria@example.com ',
  'first.last+tag@sub.example.co.uk',
  "o'brien@example.ie",
  'user_name-1@example-mail.com',
  'a@b.c',
  'ñandú@ejemplo.es',
  'user@xn--bcher-kva.example',
  `${'a'.repeat(EMAIL_MAX_LENGTH - 5)}@b.co`,
];

const refused = [
  '',
  '   ',
  'nobody',
  'maria.example.com',
  'maria@example',
  'maria@example.',
  '@example.com',
  'maria@.com',
  'maria@@example.com',
  'a@b@example.com',
  'maria lopez@example.com',
  'maria@exam ple.com',
  '<maria@example.com>',
  'maria@example.com,ana@example.com',
  'maria@example.com;ana',
  '"maria"@example.com',
  'maria(work)@example.com',
  `${'a'.repeat(EMAIL_MAX_LENGTH - 4)}@b.co`,
];

describe('the email rule', () => {
  it.each(accepted)('accepts %j', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(refused)('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  // Every schema that takes an address applies the same rule with the same message.
  const schemas = {
    lead: (email: string) => captureLeadRequestSchema.safeParse({ email }),
    'playbook owner': (contactEmail: string) =>
      updateFinalBrandProfileRequestSchema.safeParse({
        id: '00000000-0000-4000-8000-000000000000',
        ownerName: 'Maria',
        contactEmail,
        finalBrandData: {},
      }),
    'brand profile draft': (contactEmail: string) =>
      storeBrandProfileRequestSchema.safeParse({ restaurantId: 'r-1', contactEmail, originalBrandData: {} }),
    'data subject': (email: string) => dataSubjectEmailSchema.safeParse(email),
  };

  it.each(Object.entries(schemas))('is the rule of the %s schema', (_name, parse) => {
    for (const address of accepted) expect(parse(address).success, address).toBe(true);
    for (const address of refused.filter((a) => a.trim() !== '' && a.length <= EMAIL_MAX_LENGTH)) {
      const result = parse(address);
      expect(result.success, address).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        address,
      ).toContain(INVALID_EMAIL_MESSAGE);
    }
  });
});
