import { describe, expect, it } from 'vitest';
import { cleanFields, missingFields } from './lead-submission.ts';

type Contact = Record<'name' | 'email' | 'phone' | 'restaurantName' | 'message', string>;
const contact = (fields: Partial<Contact>): Contact => ({
  name: '',
  email: '',
  phone: '',
  restaurantName: '',
  message: '',
  ...fields,
});

describe('missingFields', () => {
  it('lists required fields that are empty or blank, in order', () => {
    expect(missingFields(contact({ name: ' ', email: 'a@b.co' }), ['name', 'email', 'message'])).toEqual([
      'name',
      'message',
    ]);
    expect(
      missingFields(contact({ name: 'Ana', email: 'a@b.co', message: 'Hi' }), ['name', 'email', 'message']),
    ).toEqual([]);
  });
});

describe('cleanFields', () => {
  it('trims values and drops empty optional fields', () => {
    expect(
      cleanFields(contact({ name: ' Ana ', restaurantName: ' Ostra ' }), [
        'phone',
        'restaurantName',
        'email',
        'message',
      ]),
    ).toEqual({
      name: 'Ana',
      restaurantName: 'Ostra',
    });
  });
  it('keeps empty required fields so the server can say which', () => {
    expect(cleanFields(contact({}), ['phone', 'restaurantName'])).toEqual({ name: '', email: '', message: '' });
  });
});
