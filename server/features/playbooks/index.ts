/** The playbooks feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { ESCALATION_LABEL, escalationSentence } from './escalation.ts';
export { playbookFileName } from './file-name.ts';
export { guestFirstName } from './guest-names.ts';
export { recentOwnerCopy } from './owner-copies.ts';
export { ownerCopyOf, registerPlaybookJobs } from './playbook-generation.ts';
export { playbookRoutes } from './playbook-routes.ts';
export { playbookAppServices } from './playbook-services.ts';
export { listPlaybookSitemapEntries } from './playbook-sitemap.ts';
export {
  findPlaybookRow,
  findReadyPlaybook,
  findReadyPlaybookByContent,
  LEGENDARY_PLAYBOOK_IDS,
} from './playbook-store.ts';
export { erasePlaybooksOf, playbookRowsOf } from './playbooks-data-rights.ts';
export type { PlaybookRow } from './playbooks-tables.ts';
export { PLAYBOOK_CSS, renderPlaybookBody, renderPlaybookHtml } from './render-html.ts';
export { renderPlaybookText } from './render-text.ts';
export { replyLanguageOf } from './reply-language.ts';
export { emptyReplyMemory, REPLY_STYLES, type ReplyMemory, suggestReply, utf8Bytes } from './reply-writer.ts';
export { detectSensitive, type SensitiveKind } from './review-signals.ts';
export { buildTemplatePlaybook } from './template-profile.ts';
