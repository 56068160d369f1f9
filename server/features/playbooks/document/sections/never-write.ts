import type { PlaybookSection } from '../../playbook-types.ts';

export function neverWriteSection(): PlaybookSection {
  return {
    id: 'never-write',
    heading: 'What never to write',
    blocks: [
      {
        kind: 'list',
        style: 'dont',
        items: [
          'Offers, discounts, free meals or “your next visit is on us” in a public reply. Tripadvisor removes responses offering gifts, services or money; Yelp removes owner comments that pander with incentives.',
          'Any request to change, remove or post a review in exchange for anything. Google has banned it since September 2022 and can freeze new reviews or show a warning banner on your profile.',
          'Private details about the guest: their full name, phone, email, table number, booking details, what they ordered last time, or who they came with.',
          'Guesses about who the reviewer is (“I think you were the table of six on Friday”), or suggestions that a competitor or ex-employee wrote it.',
          'Arguments, corrections of the guest’s account, sarcasm, or “we have never had this complaint before”.',
          'Excuses: how busy it was, that the kitchen was short-staffed, that the guest arrived late.',
          'Facts you have not checked, dishes you do not serve, or changes you have not made.',
          'The same reply twice. Guests scroll; copy-paste replies tell them nobody is reading.',
          'Links, phone numbers and hashtags: they may trip Google’s reply moderation, which can hold a reply for up to 30 days.',
          'Anything over Google’s limit of 4,096 bytes (about 4,000 English characters; fewer with accents or emoji). In practice, stay under 120 words.',
        ],
      },
      {
        kind: 'table',
        caption: 'Platform rules that catch owners out',
        columns: ['Platform', 'Rule'],
        rows: [
          [
            'Google',
            'Replies are moderated before they appear; the reviewer is notified and may update the review. No incentives to post, change or remove reviews; no selectively asking happy guests only. Maximum 4,096 bytes.',
          ],
          [
            'Yelp',
            'No public incentives. There is no reply API, so replies are posted by hand from the Yelp for Business app.',
          ],
          [
            'Tripadvisor',
            'One response per review; no gifts, services or money; no personal data; no guessing the reviewer; no quoting the guest; no bullet lists; no accusing the reviewer of fraud.',
          ],
          [
            'OpenTable and Resy',
            'Only diners who honoured a reservation can review on OpenTable; reply from the restaurant tools and keep recovery offers private.',
          ],
          [
            'Delivery apps',
            'Reply inside the app where it allows; refunds and credits go through the app’s support flow, never in a public reply.',
          ],
        ],
      },
    ],
  };
}
