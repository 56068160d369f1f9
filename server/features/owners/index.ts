/**
 * The owners home: whose restaurant it is (an address and the places it started a blitz for, the newest enrollment
 * of each being the current one), where their mail goes and when, and the one rule for an email address. Every
 * feature that needs to know about an owner asks here, through this entry.
 */
export { addressOf, ERASED, maskEmail, normalizeEmail, sameAddress } from './email-address.ts';
export {
  activeEnrollmentFor,
  activeEnrollments,
  allEnrollmentIds,
  currentEnrollment,
  currentEnrollmentIds,
  endedEnrollmentIds,
  enrollmentById,
  enrollmentsOf,
  hasChosenClock,
  insertEnrollment,
  isOwnerAddress,
  isTakenOver,
  moveEnrollment,
  ownerRestaurantEnrollments,
  ownsPlaceSql,
  replySignatureOf,
  updateEnrollment,
  type Enrollment,
} from './enrollments.ts';
export type { EnrollmentStatus } from './owner-tables.ts';
export { confirmedRecipients, DEFAULT_SEND_CLOCK, sendClockOf, type SendClock } from './recipients.ts';
export { freeForeverMorningsDue, monthlyReportsDue } from './mornings-due.ts';
export { stopAllMailOf, turnAlertsOff, turnMonthlyReportsOff } from './mail-stops.ts';
export {
  confirmExtraRecipient,
  extraRecipientByTokenHash,
  extraRecipientsOf,
  insertExtraRecipient,
  removeExtraRecipient,
  renewRecipientLink,
  type ExtraRecipient,
} from './extra-recipients.ts';
export {
  deleteRecipientRows,
  endedBeforeAddressesSql,
  enrolledSinceSql,
  enrollmentIdsOfAddress,
  enrollmentRowsOf,
  eraseEndedEnrollmentsOf,
  eraseEnrollments,
  recipientRowsOfSubject,
} from './owner-data-rights.ts';
