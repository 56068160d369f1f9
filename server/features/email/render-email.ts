import type { EmailTemplate } from './email-template.ts';
import type * as RenderTemplateModule from './render-template.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

let renderer: Promise<typeof RenderTemplateModule> | undefined;

/**
 * React Email's renderer and the layout every template shares (render-template.ts), loaded once, by the first email:
 * not at start-up, since a server that has sent no email yet does not need them. Each template's own module loads
 * with the first email of its kind.
 */
export function loadEmailTemplates(): Promise<typeof RenderTemplateModule> {
  renderer ??= import('./render-template.ts');
  return renderer;
}

/** Subject, HTML and the plain-text part, both parts from the same React tree so they never disagree. */
export async function renderEmail<P extends object>(
  template: EmailTemplate<P>,
  props: NoInfer<P>,
): Promise<RenderedEmail> {
  const [{ renderTemplate }, module] = await Promise.all([loadEmailTemplates(), template.load()]);
  return renderTemplate(module, props);
}
