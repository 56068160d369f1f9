import { describe, expect, it } from 'vitest';
import {
  expectEveryEmailRule,
  hrefs,
  renderForTest,
  testBrand as brand,
} from '../../../../tests/support/email-rendering.ts';
import { googleReconnectTemplate } from './google-emails.ts';

const props = {
  brand,
  ownerName: 'Maria Lopez',
  restaurantName: 'Café Mogador',
  locationTitle: 'Café Mogador East Village',
  reconnectUrl: 'https://replybook.example/connect/google?t=eyJlIjoibSJ9.sig',
  disconnectUrl: 'https://replybook.example/connect/google/disconnect?t=eyJlIjoibSJ9.sig',
};

describe('google-reconnect', () => {
  it('absolute links only, no images, postal address and support address in both parts', async () => {
    expectEveryEmailRule(await renderForTest(googleReconnectTemplate, props));
  });

  it('is not marketing mail: it goes out even after an unsubscribe', () => {
    expect(googleReconnectTemplate.marketing).toBe(false);
  });

  it('reconnect email: one button to reconnect and a way out, and never a token', async () => {
    const email = await renderForTest(googleReconnectTemplate, props);
    expect(email.subject).toBe('Reconnect Google Business Profile for Café Mogador');
    expect(hrefs(email.html)).toContain(props.reconnectUrl);
    expect(hrefs(email.html)).toContain(props.disconnectUrl);
    expect(email.text).toContain('at most five');
  });
});
