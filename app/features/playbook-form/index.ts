// Public entry of the playbook form card (#playbook-form on the landing page).
export { PlaybookFormCard } from './playbook-form-card.tsx';
