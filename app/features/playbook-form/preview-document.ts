import type { SopFormat } from '#contracts/playbooks.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The srcdoc of the step-4 preview. HTML playbooks are the server's own escaped, script-free documents and are shown
 * as they are (the iframe is sandboxed with no permissions anyway); text is escaped into a <pre>.
 */
export function previewDocument(content: string, format: SopFormat): string {
  if (format === 'html') return content;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>body{margin:0;padding:24px;background:#fffdf8;color:#1b2a21;font:14px/1.55 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}pre{white-space:pre-wrap;word-break:break-word;margin:0}</style></head><body><pre>${escapeHtml(content)}</pre></body></html>`;
}
