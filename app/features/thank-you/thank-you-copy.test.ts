import { describe, expect, it } from 'vitest';
import { ownerFirstName, restaurantIdFrom, withDefaults } from './thank-you-copy.ts';

describe('thank-you helpers', () => {
  it('takes the owner first name', () => {
    expect(ownerFirstName('  Maria  Lopez ')).toBe('Maria');
    expect(ownerFirstName('')).toBe('Restaurant Owner');
  });

  it('prefers the query parameter, else local storage, and rejects odd ids', () => {
    expect(restaurantIdFrom('?restaurant=katzs-delicatessen', 'other')).toBe('katzs-delicatessen');
    expect(restaurantIdFrom('', 'grand-central-oyster-bar')).toBe('grand-central-oyster-bar');
    expect(restaurantIdFrom('?restaurant=%3Cscript%3E', null)).toBeNull();
    expect(restaurantIdFrom('', null)).toBeNull();
  });

  it('fills the defaults for missing fields', () => {
    const data = withDefaults({
      id: 'x',
      name: ' ',
      address: '',
      phone: '',
      ownerName: '',
      contactEmail: '',
      blitzOptIn: false,
    });
    expect(data.name).toBe('Your Restaurant');
    expect(data.ownerName).toBe('Restaurant Owner');
  });
});
