import { MIN_MEANINGFUL_REVIEWS } from '#contracts/owner-results-constants.ts';

/** Copy of the owner's results page (/inbox/results): what replying changed, from their own Google reviews. */
export const ownerResultsCopy = {
  eyebrow: 'Results',
  metaTitle: 'Your results',
  intro: (restaurant: string) =>
    `How ${restaurant} answers its Google reviews, how fast, and what guests say, from every review we have read.`,
  introUnconnected: (restaurant: string) => `What replying changes for ${restaurant}, from its Google reviews.`,
  placesLabel: 'Your restaurants',
  inbox: 'Inbox',
  exportHeading: 'The reviews behind these figures',
  exportCsv: 'Download as CSV',
  exportNote: 'Every review and its reply, one row each, ready for a spreadsheet.',
  zoneNote: (timeZone: string) => `Months and days are counted in ${timeZone.replaceAll('_', ' ')} time.`,

  unconnected: {
    heading: 'Connect Google to see your results',
    body: 'Your results come from the reviews on your Google Business Profile and the replies under them. Once it is connected, this page shows:',
    unlocks: [
      'how many reviews you answer, over the last 30 days, this month and the year before',
      'how long guests usually wait for your reply, and how long 9 in 10 of them wait at most',
      'your rating month by month, with how many 1★ to 5★ reviews you got',
      'what guests praise and criticise most, each linked to the reviews that say it',
      'an estimate of what replying may be worth to you, from your own numbers',
    ],
    connect: 'Connect Google',
    after: 'You sign in with the Google account that manages your Business Profile.',
  },

  periods: {
    heading: 'Response rate and time to reply',
    intro:
      'Answered means the review has a reply on Google, whether you posted it here or on Google yourself. The time to reply runs from the review to its reply.',
    responseRate: 'Response rate',
    answered: (answered: number, reviews: number) =>
      `${answered.toLocaleString('en-US')} of ${reviews.toLocaleString('en-US')} ${reviews === 1 ? 'review' : 'reviews'} answered`,
    notMeaningful: 'Not meaningful yet',
    notMeaningfulWhy: (reviews: number) =>
      `${reviews === 0 ? 'No reviews' : reviews === 1 ? 'Only 1 review' : `Only ${reviews} reviews`} in this period: a rate needs at least ${MIN_MEANINGFUL_REVIEWS}.`,
    median: 'Typical reply',
    p90: '9 in 10 within',
    noReplies: 'No replies yet',
  },

  rating: {
    heading: 'Rating by month',
    caption: (months: number) =>
      `Average stars of the reviews written each month, over the last ${months} months. The number under each month is how many reviews it had.`,
    axisLabel: 'Average stars',
    empty: 'No reviews in this month',
    tableSummary: 'Show the figures as a table',
    month: 'Month',
    average: 'Average',
    reviews: 'Reviews',
    noAverage: '–',
    distributionHeading: 'How many of each star',
    distributionCaption: (months: number, reviews: number) =>
      `All ${reviews.toLocaleString('en-US')} reviews of the last ${months} months, by their stars.`,
    stars: (n: number) => `${n}★`,
    starsLong: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  },

  themes: {
    heading: 'What guests praise and criticise',
    intro:
      'What reviews of the last 12 months mention with praise or with a complaint: dishes, your team, the wait, noise, prices and more. One review can mention several things.',
    praise: 'Praised',
    criticism: 'Criticised',
    nonePraise: 'Nothing has been praised often enough to show yet.',
    noneCriticism: 'Nothing has been criticised often enough to show yet.',
    mentions: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'review' : 'reviews'}`,
    sparkline: (label: string) => `Reviews mentioning ${label}, month by month`,
    tableSummary: 'Month by month, as a table',
    thing: 'Mentioned',
    byMonth: 'Reviews by month',
  },

  behind: {
    heading: (kind: 'praise' | 'criticism', label: string) =>
      kind === 'praise' ? `Reviews praising ${label}` : `Reviews criticising ${label}`,
    back: 'Back to all results',
    none: 'No review of the last 12 months says this any more: it may have been edited or deleted on Google.',
    count: (total: number, shown: number, month: string | null) =>
      `${total.toLocaleString('en-US')} ${total === 1 ? 'review' : 'reviews'} ${month ? `in ${month}` : 'in the last 12 months'}${shown < total ? `; the newest ${shown} are below` : ''}.`,
    answeredOn: (date: string) => `Answered on ${date}`,
    unanswered: 'Not answered yet',
    noText: 'No written review, stars only.',
    stars: (n: number) => `${n} out of 5 stars`,
  },

  estimate: {
    heading: 'What replying may be worth: an estimate',
    intro:
      'The same model as our ROI calculator, run with your own numbers. It is an estimate from published research, not revenue we measured.',
    monthlyReviews: 'Reviews a month',
    responseRate: 'Your response rate',
    ticketLabel: 'Your average ticket per guest (US dollars)',
    ticketHint: 'Whole dollars. We use it for this estimate only and do not keep it.',
    submit: 'Estimate',
    ask: 'Give your average ticket to see the estimate.',
    tooFew:
      'Your restaurant had fewer than 5 Google reviews in the 12 months before this one: too few for an estimate to mean anything yet.',
    figureLabel: 'Estimated extra revenue a month',
    figureNote: 'An estimate, not measured revenue.',
    assumptions: 'What the estimate assumes',
  },
} as const;

/** The average-ticket field's rule: a whole number of dollars, 1 to ROI_INPUT_MAX. */
export const ticketFieldError = (max: number) =>
  `Enter your average ticket in whole dollars, from 1 to ${max.toLocaleString('en-US')}.`;
