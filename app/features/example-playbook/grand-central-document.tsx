import { CheckIcon, ShieldAlertIcon, StarIcon, XIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '#app/lib/cn.ts';
import { grandCentralExample as gc } from './grand-central-content.ts';

/**
 * The example playbook's document, the part the PNG download captures: the restaurant, then its numbered sections
 * (voice, roles, frameworks, samples, escalation and never-say rules, targets), in the playbook's own theme colours.
 */

/** The restaurant, its tagline and its figures. */
export function Hero() {
  return (
    <header className="relative overflow-hidden border-b border-[var(--pb-line)]">
      <div aria-hidden="true" className="gcob-vault absolute inset-0 opacity-70" />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <p className="text-xs font-semibold tracking-[0.2em] text-[var(--pb-accent)] uppercase">{gc.hero.kicker}</p>
        <h1 className="mt-4 font-display text-4xl font-semibold text-[var(--pb-ink)] sm:text-6xl">{gc.hero.name}</h1>
        <p className="mt-3 text-sm text-[var(--pb-muted)] sm:text-base">{gc.hero.place}</p>
        <p className="mt-6 max-w-2xl font-display text-xl leading-8 text-[var(--pb-ink)] italic sm:text-2xl">
          {gc.hero.tagline}
        </p>
        <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-4">
          {gc.hero.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end rounded-xl border border-[var(--pb-line)] bg-[var(--pb-surface)] p-4"
            >
              <dt className="mt-1 text-xs text-[var(--pb-muted)]">{stat.label}</dt>
              <dd className="font-display text-2xl font-semibold text-[var(--pb-accent)]">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

/** 01: how the replies sound. */
export function VoiceSection() {
  return (
    <Section id="voice" number="01" heading={gc.voice.heading}>
      <p className="max-w-3xl text-lg leading-8 text-[var(--pb-muted)]">{gc.voice.intro}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {gc.voice.traits.map((trait) => (
          <li key={trait.name} className="rounded-xl border border-[var(--pb-line)] bg-[var(--pb-surface)] p-4">
            <p className="font-display text-lg font-semibold text-[var(--pb-accent)]">{trait.name}</p>
            <p className="mt-1 text-sm leading-6 text-[var(--pb-muted)]">{trait.note}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <WordList title="Say" words={gc.voice.doWords} good />
        <WordList title="Never say" words={gc.voice.dontWords} />
      </div>
      <p className="mt-6 text-sm text-[var(--pb-muted)]">
        Sign-off: <span className="font-semibold text-[var(--pb-ink)]">{gc.voice.signOff}</span>. {gc.voice.language}
      </p>
    </Section>
  );
}

/** 02: who does what, when. */
export function RolesSection() {
  return (
    <Section id="roles" number="02" heading={gc.roles.heading}>
      <div className="overflow-x-auto rounded-xl border border-[var(--pb-line)]">
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead className="bg-[var(--pb-surface-2)] text-[var(--pb-ink)]">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Who
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Does what
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                When
              </th>
            </tr>
          </thead>
          <tbody>
            {gc.roles.rows.map((row) => (
              <tr key={row.role} className="border-t border-[var(--pb-line)] bg-[var(--pb-surface)]">
                <th scope="row" className="px-4 py-3 font-semibold text-[var(--pb-ink)]">
                  {row.role}
                </th>
                <td className="px-4 py-3 text-[var(--pb-muted)]">{row.task}</td>
                <td className="px-4 py-3 text-[var(--pb-muted)]">{row.when}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** 03: a reply framework per star rating. */
export function FrameworksSection() {
  return (
    <Section id="frameworks" number="03" heading={gc.frameworks.heading}>
      <ol className="grid gap-3 md:grid-cols-5">
        {gc.frameworks.items.map((item) => (
          <li
            key={item.stars}
            className="flex flex-col rounded-xl border border-[var(--pb-line)] bg-[var(--pb-surface)] p-4"
          >
            <Stars count={item.stars} />
            <p className="mt-2 font-display text-lg leading-snug font-semibold text-[var(--pb-ink)]">{item.title}</p>
            <ol className="mt-3 list-decimal space-y-1.5 pl-4 text-sm leading-6 text-[var(--pb-muted)]">
              {item.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** 04: sample reviews with their replies. */
export function SamplesSection() {
  return (
    <Section id="samples" number="04" heading={gc.samples.heading}>
      <p className="text-sm text-[var(--pb-muted)]">{gc.samples.note}</p>
      <div className="mt-5 grid gap-5">
        {gc.samples.items.map((sample) => (
          <article
            key={sample.author}
            className="grid overflow-hidden rounded-2xl border border-[var(--pb-line)] md:grid-cols-2"
          >
            <div className="bg-[var(--pb-surface)] p-5">
              <div className="flex items-center justify-between gap-2">
                <Stars count={sample.stars} />
                <p className="text-sm font-semibold text-[var(--pb-ink)]">
                  {sample.author}, {gc.samples.attribution}
                </p>
              </div>
              <blockquote className="mt-3 text-sm leading-6 text-[var(--pb-muted)]">“{sample.review}”</blockquote>
            </div>
            <div className="border-t border-[var(--pb-line)] bg-[var(--pb-surface-2)] p-5 md:border-t-0 md:border-l">
              <p className="text-xs font-semibold tracking-[0.14em] text-[var(--pb-accent)] uppercase">Our reply</p>
              <p className="mt-3 text-sm leading-6 text-[var(--pb-ink)]">{sample.reply}</p>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}

/** 05 and 06: when to escalate, and what never to say. */
export function RulesSections() {
  return (
    <div className="grid gap-12 md:grid-cols-2">
      <Section id="escalation" number="05" heading={gc.escalation.heading}>
        <ul className="space-y-3">
          {gc.escalation.items.map((item) => (
            <li key={item} className="flex gap-3 text-sm leading-6 text-[var(--pb-muted)]">
              <ShieldAlertIcon className="mt-0.5 size-4 shrink-0 text-[var(--pb-accent)]" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="never" number="06" heading={gc.never.heading}>
        <ul className="space-y-3">
          {gc.never.items.map((item) => (
            <li key={item} className="flex gap-3 text-sm leading-6 text-[var(--pb-muted)]">
              <XIcon className="mt-0.5 size-4 shrink-0 text-[var(--pb-bad)]" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** 07: the targets. */
export function KpisSection() {
  return (
    <Section id="kpis" number="07" heading={gc.kpis.heading}>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {gc.kpis.items.map((kpi) => (
          <div key={kpi.name} className="rounded-xl border border-[var(--pb-line)] bg-[var(--pb-surface)] p-4">
            <dt className="text-sm font-semibold text-[var(--pb-ink)]">{kpi.name}</dt>
            <dd className="mt-1 text-sm text-[var(--pb-muted)]">{kpi.target}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function Section({
  id,
  number,
  heading,
  children,
}: {
  id: string;
  number: string;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`gcob-${id}`} className="break-inside-avoid">
      <div className="flex items-baseline gap-3 border-b border-[var(--pb-line)] pb-3">
        <span className="font-mono text-sm text-[var(--pb-accent)]" aria-hidden="true">
          {number}
        </span>
        <h2 id={`gcob-${id}`} className="font-display text-2xl font-semibold text-[var(--pb-ink)] sm:text-3xl">
          {heading}
        </h2>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Stars({ count }: { count: number }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`${count} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          className={cn(
            'size-4',
            n <= count ? 'fill-[var(--pb-accent)] text-[var(--pb-accent)]' : 'text-[var(--pb-line)]',
          )}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

function WordList({ title, words, good }: { title: string; words: readonly string[]; good?: boolean }) {
  const Icon = good ? CheckIcon : XIcon;
  return (
    <div className="rounded-xl border border-[var(--pb-line)] bg-[var(--pb-surface)] p-4">
      <p className="text-sm font-semibold text-[var(--pb-ink)]">{title}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {words.map((word) => (
          <li
            key={word}
            className="inline-flex items-center gap-1 rounded-full border border-[var(--pb-line)] px-2.5 py-1 text-sm text-[var(--pb-ink)]"
          >
            <Icon
              className={cn('size-3.5', good ? 'text-[var(--pb-good)]' : 'text-[var(--pb-bad)]')}
              aria-hidden="true"
            />
            {word}
          </li>
        ))}
      </ul>
    </div>
  );
}
