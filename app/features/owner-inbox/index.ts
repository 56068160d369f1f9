// Public entry of the owner's inbox page.
export { InboxView } from './inbox-view.tsx';
