import { BRAND, formatPostalAddress } from '#contracts/site-constants.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { EmailBrand } from './templates/email-brand.ts';

/** The brand facts every email shows, from the facts the site shares, so a rebrand never touches a template. */
export function emailBrand(ctx: Pick<ServerContext, 'config'>): EmailBrand {
  return {
    brandName: BRAND.brandName,
    postalAddress: formatPostalAddress(),
    supportEmail: BRAND.contact.email,
    publicUrl: ctx.config.publicUrl,
  };
}
