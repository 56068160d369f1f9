/** Index arithmetic for the landing page's carousels: wraps both ways, so Previous on the first goes to the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
