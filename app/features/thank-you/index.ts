// Public entry of /thank-you.
export { restaurantIdFrom, withDefaults } from './thank-you-copy.ts';
export { ThankYouView } from './thank-you-view.tsx';
