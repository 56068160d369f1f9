// Public entry of the owner's settings pages.
export { SettingsView } from './settings-view.tsx';
