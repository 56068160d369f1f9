/**
 * What the inbox and "Review and post" say about a review our escalation detection flags (illness, allergy, injury,
 * legal threats, discrimination, staff conduct), and what posting asks the owner to confirm. Google gives an owner no
 * private channel to a reviewer, so the public reply is the first answer the guest gets: the owner confirms they read
 * it, never that they did something they may not be able to do.
 */
export const sensitiveReviewCopy = {
  heading: 'Read this reply carefully before posting',
  body: (what: string) =>
    `This review describes ${what}. Google gives you no private way to reach the reviewer, so your public reply is the first answer they get: it should take this seriously, admit no fault and invite them to get in touch. Where it applies, tell your insurer or the health department.`,
  confirm: 'I have read this reply and I want to post it publicly.',
} as const;
