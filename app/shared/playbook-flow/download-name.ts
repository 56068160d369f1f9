import type { PlaybookFormat } from '#contracts/playbooks.ts';

/**
 * The restaurant name with each run of non-alphanumerics turned into a hyphen, then
 * -Review-Response-SOP.html|.txt. Same rule as the server's attachment name (server/features/playbooks/file-name.ts):
 * diacritics folded first ("Café" → "Cafe"), no hyphen at either end, "Restaurant" when nothing is left.
 */
export function playbookDownloadName(restaurantName: string, format: PlaybookFormat): string {
  const folded = restaurantName.normalize('NFKD').replace(/\p{M}+/gu, '');
  const base =
    folded
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100)
      .replace(/-+$/, '') || 'Restaurant';
  return `${base}-Review-Response-SOP.${format === 'html' ? 'html' : 'txt'}`;
}

export function playbookMimeType(format: PlaybookFormat): string {
  return format === 'html' ? 'text/html;charset=utf-8' : 'text/plain;charset=utf-8';
}
