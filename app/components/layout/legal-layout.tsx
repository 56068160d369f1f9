export type LegalSectionView = {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Parts of the section with a heading of their own (not numbered, not in the contents). */
  parts?: readonly { heading: string; paragraphs: readonly string[]; list?: readonly string[] }[];
};

export type LegalDocumentView = {
  title: string;
  effectiveDate: string;
  lastUpdated: string;
  intro: string | readonly string[];
  sections: readonly LegalSectionView[];
};

/** Stable, readable anchors: "3-sharing-your-information". */
function legalSectionId(index: number, heading: string): string {
  const slug = heading
    .toLowerCase()
    .replace(/^\d+[.)]\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${index + 1}-${slug}`;
}

/** Content headings may already carry their number; show exactly one. */
function headingText(heading: string): string {
  return heading.replace(/^\d+[.)]\s*/, '');
}

/** Shared layout of the four legal pages: title, dates, contents, numbered sections. */
export type LegalLayoutLabels = {
  effectiveDateLabel: string;
  lastUpdatedLabel: string;
  contentsLabel: string;
};

export function LegalLayout({ page, labels }: { page: LegalDocumentView; labels: LegalLayoutLabels }) {
  const intro = typeof page.intro === 'string' ? [page.intro] : page.intro;
  return (
    <article className="pb-20">
      <LegalHeader page={page} labels={labels} />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-10 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8 lg:pt-14">
        <aside>
          <LegalContents sections={page.sections} label={labels.contentsLabel} />
        </aside>

        <div className="max-w-[70ch] text-base leading-7 text-foreground/90">
          {intro.map((paragraph) => (
            <p key={paragraph} className="mb-5 text-lg leading-8 text-foreground">
              {paragraph}
            </p>
          ))}
          {page.sections.map((section, index) => (
            <LegalSection key={section.heading} section={section} index={index} />
          ))}
        </div>
      </div>
    </article>
  );
}

/** The title and the two dates. */
function LegalHeader({ page, labels }: { page: LegalDocumentView; labels: LegalLayoutLabels }) {
  return (
    <header className="border-b border-border bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <h1 className="text-4xl font-semibold text-foreground md:text-5xl">{page.title}</h1>
        <p className="mt-4 text-sm text-muted-foreground">
          <span className="whitespace-nowrap">
            {labels.effectiveDateLabel}: {page.effectiveDate}
          </span>{' '}
          <span aria-hidden="true">·</span>{' '}
          <span className="whitespace-nowrap">
            {labels.lastUpdatedLabel}: {page.lastUpdated}
          </span>
        </p>
      </div>
    </header>
  );
}

/** The contents: a numbered link to each section (sticky beside the text on wide screens). */
function LegalContents({ sections, label }: { sections: readonly LegalSectionView[]; label: string }) {
  return (
    <nav
      aria-labelledby="legal-contents-heading"
      className="rounded-xl border border-border bg-card p-5 shadow-xs lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]"
    >
      <h2
        id="legal-contents-heading"
        className="font-sans text-xs font-semibold tracking-[0.16em] text-muted-foreground uppercase"
      >
        {label}
      </h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {sections.map((section, index) => (
          <li key={section.heading} className="flex gap-2">
            <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">{index + 1}.</span>
            <a
              href={`#${legalSectionId(index, section.heading)}`}
              className="rounded-sm text-foreground/85 underline-offset-4 hover:text-primary hover:underline"
            >
              {headingText(section.heading)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A numbered section: its text, then any parts under their own headings. */
function LegalSection({ section, index }: { section: LegalSectionView; index: number }) {
  const id = legalSectionId(index, section.heading);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-12 first-of-type:mt-10">
      <h2 id={`${id}-heading`} className="flex gap-3 text-2xl font-semibold text-foreground">
        <span className="text-terracotta tabular-nums">{index + 1}.</span>
        <span>{headingText(section.heading)}</span>
      </h2>
      <LegalText paragraphs={section.paragraphs} list={section.list} />
      {section.parts?.map((part) => (
        <div key={part.heading} className="mt-8">
          <h3 className="text-xl font-semibold text-foreground">{part.heading}</h3>
          <LegalText paragraphs={part.paragraphs} list={part.list} />
        </div>
      ))}
    </section>
  );
}

/** Paragraphs, then a bulleted list when there is one. */
function LegalText({ paragraphs, list }: { paragraphs: readonly string[]; list: readonly string[] | undefined }) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          {paragraph}
        </p>
      ))}
      {list && list.length > 0 && (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}
