// Public entry of the Google Business Profile connection pages.
export { ConnectPageShell, ConnectProblemView } from './connect-page.tsx';
