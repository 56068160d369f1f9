import { describe, expect, it } from 'vitest';
import { pickPlace } from './place-choice.ts';

const tabs = [
  { placeId: 'newest', name: 'Newest', connected: false },
  { placeId: 'connected', name: 'Connected', connected: true },
  { placeId: 'oldest', name: 'Oldest', connected: false },
];

describe('pickPlace', () => {
  it('opens the place asked for, and never another one instead of a place that is not the owner’s', () => {
    expect(pickPlace(tabs, 'oldest', 'newest')).toBe('oldest');
    expect(pickPlace(tabs, 'someone-elses', 'newest')).toBeNull();
  });

  it('without a place asked for: the last used, else the connected one, else the newest', () => {
    expect(pickPlace(tabs, null, 'oldest')).toBe('oldest');
    expect(pickPlace(tabs, '', 'oldest')).toBe('oldest');
    expect(pickPlace(tabs, null, null)).toBe('connected');
    expect(pickPlace(tabs, null, 'someone-elses')).toBe('connected');
    expect(pickPlace([tabs[0]!, tabs[2]!], null, null)).toBe('newest');
  });

  it('an owner without restaurants has nothing to open', () => {
    expect(pickPlace([], null, 'oldest')).toBeNull();
  });
});
