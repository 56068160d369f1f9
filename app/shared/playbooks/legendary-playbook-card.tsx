import { ArrowRightIcon, LandmarkIcon, MapPinIcon, UtensilsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { nycSection, type LegendaryRestaurant } from '#app/content/landing/nyc.ts';

/** One of the six legendary NYC example playbooks: on the landing NYC block and on /playbook-examples. */
export function LegendaryPlaybookCard({ restaurant, href }: { restaurant: LegendaryRestaurant; href: string }) {
  return (
    <Link
      to={href}
      className="group flex h-full flex-col rounded-2xl border border-border bg-card p-5 shadow-xs transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md"
    >
      <span className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
          <LandmarkIcon className="size-3.5" aria-hidden="true" />
          {nycSection.foundedLabel(restaurant.founded)}
        </span>
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <MapPinIcon className="size-3.5" aria-hidden="true" />
          {restaurant.neighbourhood}
        </span>
      </span>
      <span className="mt-4 font-display text-xl font-semibold text-foreground group-hover:text-primary">
        {restaurant.name}
      </span>
      <span className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{restaurant.description}</span>
      <span className="mt-4 flex items-start gap-2 text-sm text-foreground/85">
        <UtensilsIcon className="mt-0.5 size-4 shrink-0 text-terracotta" aria-hidden="true" />
        {restaurant.specialty}
      </span>
      <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
        {nycSection.viewPlaybookLabel}
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </Link>
  );
}
