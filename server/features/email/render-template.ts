import { render } from '@react-email/render';
import { createElement } from 'react';
import type { EmailTemplateModule } from './email-template.ts';
import type { RenderedEmail } from './render-email.ts';

/**
 * React Email's renderer. render-email.ts loads this module at the first email rather than at start-up: React Email
 * is heavy to load, and most requests never need it.
 */

// The layout every template is drawn in, so that it loads with the renderer (and with `loadEmailTemplates`).
export { EmailLayout } from './templates/email-layout.tsx';

/** Subject, HTML and the plain-text part, both parts from the same React tree so they never disagree. */
export async function renderTemplate<P extends object>(
  template: EmailTemplateModule<P>,
  props: P,
): Promise<RenderedEmail> {
  const element = createElement(template.component, props);
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // Keep headings as written (html-to-text shouts them in capitals by default).
      htmlToTextOptions: {
        selectors: [
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
          { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { uppercaseHeaderCells: false } },
        ],
      },
    }),
  ]);
  return { subject: template.subject(props), html, text: text.trim() + '\n' };
}
