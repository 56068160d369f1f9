import { replySignatureOf, type Enrollment } from '#server/features/owners/index.ts';
import type { BrandProfile } from '#contracts/brand.ts';
import type { PlaceDetails, Review } from '#contracts/places.ts';
import { researchBrand } from '#server/features/brand/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { ownerSignOff } from './reply-sign-off.ts';

/**
 * The brand voice for suggested replies: the owner's own reply habits when they have replies (a connected owner's
 * answered reviews), the model when configured (falling back to the offline engine), signed by the owner as every path
 * signs them (`ownerSignOff`: their signature, else their playbook's sign-off, else their first name), else as the
 * analysis found it.
 */
export async function brandProfileFor(
  ctx: ServerContext,
  enrollment: Enrollment,
  now: Date,
  analysisReviews: Review[] | null,
  voiceReviews: Review[] | null,
): Promise<{ profile: BrandProfile; placeUrl: string | null }> {
  const details = await ctx.places.details(enrollment.placeId);
  const [{ profile }, signed] = await Promise.all([
    researchBrand(
      {
        ...restaurantFacts(details, enrollment),
        // A connected owner's unanswered reviews, else the public ones; the owner's replies teach the voice.
        reviews: analysisReviews ?? details?.allReviews ?? [],
        ...(voiceReviews ? { voiceSamples: voiceReviews } : {}),
      },
      { model: ctx.model, now },
    ),
    ownerSignOff(ctx, enrollment),
  ]);
  return { profile: signedByOwner(profile, enrollment, signed?.signOff ?? null), placeUrl: details?.url ?? null };
}

/** What the places provider knows of the restaurant; the enrollment's name when it knows nothing. */
function restaurantFacts(details: PlaceDetails | null, enrollment: Enrollment) {
  return {
    name: details?.name ?? enrollment.restaurantName,
    address: details?.address ?? '',
    city: details?.city ?? '',
    cuisine: details?.cuisine ?? null,
    kind: details?.kind ?? 'restaurant',
    priceLevel: details?.price_level ?? null,
    rating: details?.rating ?? null,
  };
}

function signedByOwner(profile: BrandProfile, enrollment: Enrollment, signOff: string | null): BrandProfile {
  const signature = replySignatureOf(enrollment);
  return {
    ...profile,
    name: enrollment.restaurantName,
    ownerName: signature || profile.ownerName,
    ...(signOff ? { signOff } : {}),
  };
}
