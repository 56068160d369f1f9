/** The brand feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { readSpanishAspectTerms } from './aspect-terms-es.ts';
export { aspectOfTerm, type AspectTerm, readAspectTerms, SURE_STRENGTH } from './aspect-terms.ts';
export {
  brandContactSinceSql,
  brandProfileIdsOf,
  brandProfileRowsOf,
  eraseBrandProfiles,
} from './brand-data-rights.ts';
export { brandRoutes } from './brand-routes.ts';
export {
  confirmedProfileOf,
  findBrandProfile,
  findOwnerContact,
  profileOfRow,
  storeBrandProfile,
  updateFinalBrandProfile,
} from './brand-store.ts';
export { FAULT_DENIED } from './complaint-vocabulary.ts';
export { DISH_HEADS } from './dishes.ts';
export {
  type Complaint,
  type ComplaintArea,
  type GuestReading,
  type MildPraise,
  readGuest,
  type Thing,
} from './guest-reading.ts';
export { countSentences, type Register, registerOf } from './owner-voice.ts';
export { researchBrand } from './research-brand.ts';
export { cityFromAddress, restaurantInputFromDetails } from './research-input.ts';
export { analyzeRestaurant } from './restaurant-profile.ts';
export { analyzeReview } from './review-analysis.ts';
export { findStaff } from './review-mentions.ts';
