/** The brand facts every email shows (contracts/site-constants.ts holds them; the caller passes them in). */
export interface EmailBrand {
  brandName: string;
  /** The operator's physical postal address (CAN-SPAM), one line. */
  postalAddress: string;
  supportEmail: string;
  /** PUBLIC_URL, e.g. `https://replybook.com`; every link in an email is absolute from it. */
  publicUrl: string;
}

/** An absolute link on the public site: publicUrl may carry a path prefix, and `path` starts with `/`. */
export function absoluteUrl(brand: EmailBrand, path: string): string {
  return `${brand.publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The site as people know it, for "…on replybook.com": the host without `www.`. */
export function siteName(brand: EmailBrand): string {
  try {
    return new URL(brand.publicUrl).host.replace(/^www\./, '');
  } catch {
    return brand.publicUrl;
  }
}
