import { cn } from '#app/lib/cn.ts';

type SectionHeadingProps = {
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
  className?: string;
};

/** Eyebrow, h2 and intro: the opening of every landing section, so they read as one document. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = 'left',
  tone = 'light',
  className,
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className={cn('text-xs font-semibold tracking-[0.18em] uppercase', dark ? 'text-amber' : 'text-terracotta')}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn('mt-3 text-3xl font-semibold md:text-4xl', dark ? 'text-primary-foreground' : 'text-foreground')}
      >
        {heading}
      </h2>
      {intro && (
        <p className={cn('mt-4 text-lg', dark ? 'text-primary-foreground/85' : 'text-muted-foreground')}>{intro}</p>
      )}
    </div>
  );
}
