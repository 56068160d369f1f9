import { describe, expect, test } from 'vitest';
import { consolePath, operatorNavigation } from './operator-nav.ts';

describe('operator navigation', () => {
  test('lists every section of the console once, dashboard first', () => {
    expect(operatorNavigation.map((item) => item.label)).toEqual([
      'Dashboard',
      'Leads',
      'Playbooks',
      'Blitz',
      'Emails',
      'Webhooks',
      'Subscriptions',
      'Data requests',
      'Audit log',
    ]);
    expect(operatorNavigation.every((item) => item.to.startsWith('/operator'))).toBe(true);
  });

  test('after sign-in, only a console path is followed, and never back to the sign-in page', () => {
    expect(consolePath('/operator/leads?source=quote')).toBe('/operator/leads?source=quote');
    for (const next of [
      null,
      '',
      '/',
      'https://evil.example/operator',
      '//evil.example',
      '/operatorx',
      '/operator/sign-in',
    ])
      expect(consolePath(next)).toBe('/operator');
  });
});
