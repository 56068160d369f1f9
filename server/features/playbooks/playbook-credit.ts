import type { PlaybookDocument } from './playbook-types.ts';

/**
 * The closing line of every rendering: who wrote the playbook and from what. "AI" only when a model drafted the
 * prose; sample reviews are called samples (docs/sample-reviews.md).
 */
export function playbookCredit(doc: Pick<PlaybookDocument, 'restaurantName' | 'engine' | 'reviewSource'>): string {
  const by =
    doc.engine === 'offline'
      ? ', written by our own review analysis (no AI model)'
      : doc.engine === undefined
        ? ''
        : ', from our review analysis, with the summary and replies drafted by an AI model';
  const samples =
    doc.reviewSource === 'catalogue'
      ? ` It is built from sample reviews written for our demo, not real reviews of ${doc.restaurantName}.`
      : '';
  return `Prepared by Replybook for ${doc.restaurantName}${by}.${samples} Suggested replies are drafts: read every one against the full review before posting.`;
}
