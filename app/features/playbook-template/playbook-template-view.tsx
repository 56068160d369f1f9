import { ArrowRightIcon, DownloadIcon, FileTextIcon, PrinterIcon } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { playbookTemplatePage } from '#app/content/playbook-flow.ts';
import { playbookMimeType } from '#app/shared/playbook-flow/download-name.ts';
import { useSiteNavigation } from '#app/lib/scroll.ts';
import { PLAYBOOK_EMBED_CSS } from '#app/lib/playbook-embed.ts';

function downloadFile(content: string, format: 'html' | 'text', fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type: playbookMimeType(format) }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * /sop-template: the generic review-response playbook, every section with bracketed placeholders,
 * printable and downloadable, leading to the personalised one. The body is the markup of the playbook's one renderer
 * (server/features/playbooks/render-html.ts, React's server renderer), injected as /sop/{id} does (app/routes/playbook.tsx).
 */
export function PlaybookTemplateView({
  template,
}: {
  template: { html: string; text: string; bodyHtml: string; css: string };
}) {
  const copy = playbookTemplatePage;
  const { scrollToPlaybookForm } = useSiteNavigation();
  return (
    <>
      <section aria-labelledby="template-heading" className="border-b border-border bg-muted/40 print:hidden">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-[0.14em] text-terracotta uppercase">{copy.eyebrow}</p>
            {/* The template document below carries the page's h1. */}
            <p id="template-heading" className="mt-3 font-display text-3xl font-semibold text-foreground sm:text-4xl">
              {copy.heading}
            </p>
            <p className="mt-4 text-lg leading-8 text-muted-foreground">{copy.intro}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={() => downloadFile(template.html, 'html', copy.fileNames.html)}>
              <DownloadIcon aria-hidden="true" />
              {copy.downloadHtml}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => downloadFile(template.text, 'text', copy.fileNames.text)}
            >
              <FileTextIcon aria-hidden="true" />
              {copy.downloadText}
            </Button>
            <Button type="button" variant="ghost" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" />
              {copy.print}
            </Button>
          </div>
        </div>
      </section>

      <style dangerouslySetInnerHTML={{ __html: `${PLAYBOOK_EMBED_CSS}\n${template.css}` }} />
      {/* The playbook renderer's markup for our own template document (server/features/playbooks/render-html.ts). */}
      <div className="bg-white" dangerouslySetInnerHTML={{ __html: template.bodyHtml }} />

      <section
        aria-labelledby="template-cta-heading"
        className="border-t border-border bg-primary text-primary-foreground print:hidden"
      >
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-5 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="template-cta-heading" className="text-2xl font-semibold sm:text-3xl">
              {copy.ctaHeading}
            </h2>
            <p className="mt-2 max-w-xl text-primary-foreground/90">{copy.ctaBody}</p>
          </div>
          <Button type="button" size="lg" variant="secondary" onClick={scrollToPlaybookForm}>
            {copy.ctaLabel}
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        </div>
      </section>
    </>
  );
}
