// Public entry of /sop-template.
export { PlaybookTemplateView as PlaybookTemplateView } from './playbook-template-view.tsx';
