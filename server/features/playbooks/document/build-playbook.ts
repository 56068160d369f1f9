import { ownerFirstName } from '#server/features/playbooks/guest-names.ts';
import type { BrandProfile } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import type { PlaybookDocument } from '../playbook-types.ts';
import { computePlaybookStats } from '../playbook-stats.ts';
import { registerOf } from '../reply-writer.ts';
import { reviewSourceOf } from './attribution.ts';
import { type ChosenReview, choosePlaybookReviews } from './reviews-to-answer.ts';
import { aiPolicySection } from './sections/ai-policy.ts';
import { appendixSection } from './sections/appendix.ts';
import { complaintRepliesSection } from './sections/complaint-replies.ts';
import { escalationSection } from './sections/escalation.ts';
import { feedbackLoopSection } from './sections/feedback-loop.ts';
import { frameworksSection } from './sections/frameworks.ts';
import { kpiSection } from './sections/kpis.ts';
import { monitoringSection } from './sections/monitoring.ts';
import { neverWriteSection } from './sections/never-write.ts';
import { offersSection } from './sections/offers.ts';
import { readyRepliesSection } from './sections/ready-replies.ts';
import { responseTimeSection } from './sections/response-times.ts';
import { rolesSection } from './sections/roles.ts';
import { spamSection } from './sections/spam.ts';
import { summarySection } from './sections/summary.ts';
import { voiceSection } from './sections/voice.ts';
import type { Context } from './shared.ts';

/**
 * The offline playbook composer. Every section is written from this restaurant's analysis and reviews: its dishes,
 * strengths, complaints, voice, sign-off and real reviewers. Pure: the clock comes in as `generatedAt`.
 */

export interface BuildPlaybookInput {
  profile: BrandProfile;
  reviews: Review[];
  generatedAt: Date;
  sopId?: string;
}

export interface BuildOptions {
  /** For /sop-template: the same sections, with placeholders where data would go. */
  template?: boolean;
  /**
   * The stored copy of a Google place's playbook: no review excerpts (Google's terms allow keeping only the place
   * id; docs/google-places-terms.md). Reviewer names are kept out by the caller, which passes reviews without them.
   */
  withholdReviewText?: boolean;
  /** The reviews to answer, when the caller has chosen them (composition does, for the model's prompt too). */
  chosen?: ChosenReview[];
  /** Replies a model wrote, by review id. */
  modelReplies?: ReadonlyMap<string, string>;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function buildPlaybookWith(input: BuildPlaybookInput, options: BuildOptions = {}): PlaybookDocument {
  const { profile, reviews, generatedAt } = input;
  const template = options.template === true;
  const ownerName = ownerFirstName(profile);
  const reviewSource = template ? null : reviewSourceOf(reviews);
  const context: Context = {
    profile,
    reviews,
    chosen: template ? [] : (options.chosen ?? choosePlaybookReviews(profile, reviews)),
    modelReplies: options.modelReplies ?? new Map(),
    stats: computePlaybookStats(profile, reviews, generatedAt),
    owner: template ? '[Owner first name]' : (ownerName ?? 'the owner'),
    ownerKnown: template || ownerName !== null,
    register: registerOf(profile.toneOfVoice),
    dishes: profile.signatureItems.filter((d) => d.trim() !== ''),
    template,
    withholdReviewText: options.withholdReviewText === true,
    generatedAt,
    reviewSource,
    samples: reviewSource === 'catalogue',
  };
  const name = template ? '[Restaurant name]' : profile.name.trim() || 'Your restaurant';
  const subtitleParts = template
    ? ['Review-response SOP template']
    : [profile.cuisine.trim(), profile.priceTier.trim(), profile.address.trim()].filter((s) => s !== '');
  return {
    title: `${name}: Review Response Playbook`,
    subtitle: `${subtitleParts.join(' · ')}${subtitleParts.length > 0 ? ' · ' : ''}Prepared ${DATE_FORMAT.format(generatedAt)}`,
    restaurantName: name,
    generatedAt: generatedAt.toISOString(),
    sopId: input.sopId ?? null,
    lang: 'en',
    reviewSource,
    // The template is nobody's analysis; a personalised document starts as the offline composer's.
    ...(template ? {} : { engine: 'offline' as const }),
    // The order is the numbering: the copy sends readers to "section 7", "section 9" and so on.
    sections: [
      summarySection(context),
      rolesSection(context),
      monitoringSection(context),
      responseTimeSection(context),
      voiceSection(context),
      frameworksSection(context),
      readyRepliesSection(context),
      complaintRepliesSection(context),
      escalationSection(context),
      neverWriteSection(),
      offersSection(context),
      spamSection(context),
      feedbackLoopSection(context),
      aiPolicySection(context),
      kpiSection(context),
      appendixSection(context),
    ],
  };
}

/** The personalised playbook for one restaurant. */
export function buildPlaybook(input: BuildPlaybookInput): PlaybookDocument {
  return buildPlaybookWith(input);
}
