// Public entry of the owner's sign-in and account pages.
export { CodeStep, EmailStep, LinkStep } from './sign-in-forms.tsx';
export { AccountView } from './account-view.tsx';
