import { describe, expect, test } from 'vitest';
import { operatorNavigation } from './operator-nav.ts';

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
});
