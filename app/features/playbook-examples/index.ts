// Public entry of /playbook-examples.
export { PlaybookExamplesView } from './playbook-examples-view.tsx';
