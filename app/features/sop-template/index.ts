// Public entry of /sop-template.
export { SopTemplateView } from './sop-template-view.tsx';
