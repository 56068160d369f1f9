import { formatPostalAddress, site } from '#app/content/site.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { EmailBrand } from './templates/email-brand.ts';

/** The brand facts every email shows, from the one content module (decisions: rebrand without touching templates). */
export function emailBrand(ctx: Pick<ServerContext, 'config'>): EmailBrand {
  return {
    brandName: site.brandName,
    postalAddress: formatPostalAddress(),
    supportEmail: site.contact.email,
    publicUrl: ctx.config.publicUrl,
  };
}
