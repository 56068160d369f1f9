import { z } from 'zod';

/**
 * The playbook as structured data. Composition produces this once; the HTML and text
 * renderers, the stored copy and the /sop/{id} page all read the same document, so every output
 * carries identical content. Every string in it is plain text: renderers escape, never trust.
 */

export const replyExampleSchema = z.object({
  /** Why this review was picked, e.g. "Your best review" or "Recurring complaint: Long waits". */
  label: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  /**
   * Who wrote the quoted review and where it comes from: "Jane D. on Google", or "Jane D., sample review" for the
   * bundled catalogue's reviews, which are samples written for the demo (docs/sample-reviews.md).
   */
  attribution: z.string(),
  /** "3 weeks ago"; empty when not tied to a review. */
  when: z.string(),
  /** A short excerpt of the review; empty for prepared complaint replies. */
  reviewExcerpt: z.string(),
  reply: z.string(),
  /** Practical note for whoever posts it (escalate first, still unanswered, what to fix…). */
  note: z.string(),
  /** BCP-47 language of the reply when it isn't the document's (a Spanish reply in an English playbook). */
  language: z.string().optional(),
});
export type ReplyExample = z.infer<typeof replyExampleSchema>;

export const playbookBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('subheading'), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({
    kind: z.literal('list'),
    style: z.enum(['bullet', 'numbered', 'do', 'dont']),
    items: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('table'),
    caption: z.string(),
    columns: z.array(z.string()),
    rows: z.array(z.array(z.string())),
  }),
  z.object({ kind: z.literal('replies'), items: z.array(replyExampleSchema) }),
  z.object({
    kind: z.literal('callout'),
    tone: z.enum(['info', 'warning', 'rule']),
    title: z.string(),
    text: z.string(),
  }),
]);
export type PlaybookBlock = z.infer<typeof playbookBlockSchema>;

export const playbookSectionIdSchema = z.enum([
  'summary',
  'roles',
  'monitoring',
  'response-times',
  'voice',
  'frameworks',
  'ready-replies',
  'complaint-replies',
  'escalation',
  'never-write',
  'offers',
  'spam',
  'feedback-loop',
  'ai-policy',
  'kpis',
  'appendix',
  'next-step',
]);
export type PlaybookSectionId = z.infer<typeof playbookSectionIdSchema>;

export const playbookSectionSchema = z.object({
  id: playbookSectionIdSchema,
  heading: z.string(),
  blocks: z.array(playbookBlockSchema),
});
export type PlaybookSection = z.infer<typeof playbookSectionSchema>;

export const playbookDocumentSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  restaurantName: z.string(),
  /** ISO-8601 instant of composition. */
  generatedAt: z.string(),
  sopId: z.string().nullable(),
  /** Language of the document itself (replies inside may be in the reviewer's language). */
  lang: z.string(),
  /**
   * Where the reviews it quotes and counts come from: 'catalogue' reviews are samples written for the demo, not
   * real reviews of the restaurant; null when it quotes none. Absent on documents stored before it existed.
   */
  reviewSource: z.enum(['catalogue', 'google']).nullable().optional(),
  /** Which engine wrote it: 'offline' is our own analysis and composer; otherwise the model that drafted the prose. */
  engine: z.enum(['offline', 'openai', 'anthropic']).optional(),
  sections: z.array(playbookSectionSchema),
});
export type PlaybookDocument = z.infer<typeof playbookDocumentSchema>;

/** Sections every personalised playbook carries, in order: every section id but the closing 'next-step'. */
export const REQUIRED_SECTION_IDS: readonly PlaybookSectionId[] = playbookSectionIdSchema.options.filter(
  (id) => id !== 'next-step',
);
