// Public entry of the /contact page: routes import the feature from here only.
export { ContactPageView } from './contact-page-view.tsx';
