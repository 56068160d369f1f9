/** Places in Google's Places API (New) wire format, served by the double unless a test brings its own. */

export interface GooglePlaceFixture {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress: string;
  types: string[];
  [field: string]: unknown;
}

function review(
  placeId: string,
  ref: string,
  rating: number,
  author: string,
  text: string,
  publishTime: string,
  relative: string,
  languageCode = 'en',
): Record<string, unknown> {
  return {
    name: `places/${placeId}/reviews/${ref}`,
    relativePublishTimeDescription: relative,
    rating,
    text: { text, languageCode },
    originalText: { text, languageCode },
    authorAttribution: {
      displayName: author,
      uri: `https://www.google.com/maps/contrib/${ref.length}${rating}0457/reviews`,
      photoUri: `https://lh3.googleusercontent.com/a-/${ref}`,
    },
    publishTime,
  };
}

const KATZ = 'ChIJSYuuSx9awokRyrrOFTGg0GY';
const KEENS = 'ChIJ4dZtT6pZwokRwX7DHRd4yL0';
const MOGADOR = 'ChIJ7aR9gZ1ZwokR3pUAn3m2fQY';
const DEAD_RABBIT = 'ChIJk0mS2RFawokRHr0bZ2xK1wQ';

/** A few places in Google's wire format; values are illustrative, key names exact. */
export const defaultGooglePlaces: GooglePlaceFixture[] = [
  {
    id: KATZ,
    name: `places/${KATZ}`,
    displayName: { text: "Katz's Delicatessen", languageCode: 'en' },
    formattedAddress: '205 E Houston St, New York, NY 10002, USA',
    shortFormattedAddress: '205 E Houston St, New York',
    addressComponents: [
      { longText: '205', shortText: '205', types: ['street_number'], languageCode: 'en' },
      { longText: 'East Houston Street', shortText: 'E Houston St', types: ['route'], languageCode: 'en' },
      {
        longText: 'Manhattan',
        shortText: 'Manhattan',
        types: ['sublocality_level_1', 'sublocality', 'political'],
        languageCode: 'en',
      },
      { longText: 'New York', shortText: 'New York', types: ['locality', 'political'], languageCode: 'en' },
      {
        longText: 'New York',
        shortText: 'NY',
        types: ['administrative_area_level_1', 'political'],
        languageCode: 'en',
      },
      { longText: 'United States', shortText: 'US', types: ['country', 'political'], languageCode: 'en' },
    ],
    types: ['deli', 'sandwich_shop', 'restaurant', 'food', 'point_of_interest', 'establishment'],
    primaryType: 'deli',
    primaryTypeDisplayName: { text: 'Deli', languageCode: 'en-US' },
    nationalPhoneNumber: '(212) 254-2246',
    internationalPhoneNumber: '+1 212-254-2246',
    websiteUri: 'https://katzsdelicatessen.com/',
    rating: 4.5,
    userRatingCount: 31250,
    priceLevel: 'PRICE_LEVEL_MODERATE',
    businessStatus: 'OPERATIONAL',
    googleMapsUri: 'https://maps.google.com/?cid=7408419958051408586',
    photos: [
      {
        name: `places/${KATZ}/photos/AUc7tXWkatz1`,
        widthPx: 4032,
        heightPx: 3024,
        authorAttributions: [{ displayName: 'A. Person', uri: 'https://maps.google.com/maps/contrib/1' }],
      },
    ],
    reviews: [
      review(
        KATZ,
        'ChZDSUhNMG9nS0VJQ0FnSURrat1',
        5,
        'Priya Shah',
        'Pastrami on rye, hand cut. Tip the cutter and he hands you a taste while you wait.',
        '2026-11-01T18:22:10.123456Z',
        '3 weeks ago',
      ),
      review(
        KATZ,
        'ChZDSUhNMG9nS0VJQ0FnSURrat2',
        2,
        'Tom Becker',
        'Lost my ticket and got charged a fee nobody warned us about. Sandwich was good though.',
        '2026-11-20T12:00:00Z',
        'a day ago',
      ),
      review(
        KATZ,
        'ChZDSUhNMG9nS0VJQ0FnSURrat3',
        3,
        'Luis Martínez',
        'Muy rico pero carísimo y la fila eterna.',
        '2026-10-10T09:30:00Z',
        'a month ago',
        'es',
      ),
      review(
        KATZ,
        'ChZDSUhNMG9nS0VJQ0FnSURrat4',
        4,
        'Gina Russo',
        'Matzo ball soup like my grandmother made. Loud, busy, exactly right.',
        '2026-11-15T20:05:00Z',
        'a week ago',
      ),
      review(
        KATZ,
        'ChZDSUhNMG9nS0VJQ0FnSURrat5',
        1,
        'Dev Patel',
        'Cashier yelled at us for standing in the wrong line.',
        '2026-06-02T16:45:00Z',
        '5 months ago',
      ),
    ],
  },
  {
    id: KEENS,
    name: `places/${KEENS}`,
    displayName: { text: 'Keens Steakhouse', languageCode: 'en' },
    formattedAddress: '72 W 36th St, New York, NY 10018, USA',
    addressComponents: [
      { longText: 'New York', shortText: 'New York', types: ['locality', 'political'], languageCode: 'en' },
    ],
    types: ['steak_house', 'restaurant', 'food', 'point_of_interest', 'establishment'],
    primaryType: 'steak_house',
    primaryTypeDisplayName: { text: 'Steak House', languageCode: 'en-US' },
    nationalPhoneNumber: '(212) 947-3636',
    internationalPhoneNumber: '+1 212-947-3636',
    websiteUri: 'https://www.keens.com/',
    rating: 4.6,
    userRatingCount: 8840,
    priceLevel: 'PRICE_LEVEL_VERY_EXPENSIVE',
    businessStatus: 'OPERATIONAL',
    googleMapsUri: 'https://maps.google.com/?cid=13660215016563735489',
    reviews: [
      review(
        KEENS,
        'ChZDSUhNMG9nS0VJQ0FnSUNrn1',
        5,
        'Eleanor Wu',
        'The mutton chop lives up to the legend. Pipes on the ceiling, great service from Ray.',
        '2026-11-12T23:10:00Z',
        'a week ago',
      ),
    ],
  },
  {
    id: MOGADOR,
    name: `places/${MOGADOR}`,
    displayName: { text: 'Café Mogador', languageCode: 'fr' },
    formattedAddress: '101 St Marks Pl, New York, NY 10009, USA',
    addressComponents: [
      { longText: 'New York', shortText: 'New York', types: ['locality', 'political'], languageCode: 'en' },
    ],
    types: ['moroccan_restaurant', 'restaurant', 'cafe', 'food', 'point_of_interest', 'establishment'],
    primaryType: 'moroccan_restaurant',
    primaryTypeDisplayName: { text: 'Moroccan Restaurant', languageCode: 'en-US' },
    rating: 4.4,
    userRatingCount: 2150,
    priceLevel: 'PRICE_LEVEL_INEXPENSIVE',
    businessStatus: 'OPERATIONAL',
    googleMapsUri: 'https://maps.google.com/?cid=1182309948573120',
  },
  {
    id: DEAD_RABBIT,
    name: `places/${DEAD_RABBIT}`,
    displayName: { text: 'The Dead Rabbit', languageCode: 'en' },
    formattedAddress: '30 Water St, New York, NY 10004, USA',
    addressComponents: [
      { longText: 'New York', shortText: 'New York', types: ['locality', 'political'], languageCode: 'en' },
    ],
    types: ['bar', 'pub', 'point_of_interest', 'establishment'],
    primaryType: 'pub',
    primaryTypeDisplayName: { text: 'Pub', languageCode: 'en-US' },
    rating: 4.6,
    userRatingCount: 6120,
    priceLevel: 'PRICE_LEVEL_EXPENSIVE',
    businessStatus: 'OPERATIONAL',
    reviews: [],
  },
  {
    id: 'ChIJq6qq6jdZwokRkatzhardware',
    name: 'places/ChIJq6qq6jdZwokRkatzhardware',
    displayName: { text: 'Katz Hardware', languageCode: 'en' },
    formattedAddress: '12 Orchard St, New York, NY 10002, USA',
    types: ['hardware_store', 'store', 'point_of_interest', 'establishment'],
    primaryType: 'hardware_store',
  },
];
