// Public entry of the designed example playbook (/sop/grand-central-oyster-bar).
export { grandCentralExample } from './grand-central-content.ts';
export { GrandCentralPlaybook } from './grand-central-playbook.tsx';
