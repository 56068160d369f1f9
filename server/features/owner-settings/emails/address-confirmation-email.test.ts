import { describe, expect, it } from 'vitest';
import {
  expectEveryEmailRule,
  hrefs,
  renderForTest,
  testBrand as brand,
} from '../../../../tests/support/email-rendering.ts';
import { addressConfirmationTemplate } from './owner-settings-emails.ts';

const confirmUrl = 'https://replybook.example/confirm-address?t=AbC123_-xyzAbC123_-xyzAbC123_-xyzAbC123_-xy';

describe('address-confirmation email', () => {
  it('asks the added address to confirm on our page, says who asked (masked) and that ignoring it is enough', async () => {
    const email = await renderForTest(addressConfirmationTemplate, {
      brand,
      restaurantName: 'Café Mogador',
      ownerMasked: 'm•••@example.com',
      confirmUrl,
      validDays: 7,
    });
    expectEveryEmailRule(email);
    expect(email.subject).toBe("Confirm this address for Café Mogador's review emails");
    expect(hrefs(email.html)).toContain(confirmUrl);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('m•••@example.com');
      expect(part).toContain('nothing is sent to this address unless you confirm');
    }
    expect(email.text).toContain(confirmUrl);
  });
});
