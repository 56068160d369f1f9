import {
  BookOpenIcon,
  ChartColumnIcon,
  GiftIcon,
  LanguagesIcon,
  LayersIcon,
  ShieldAlertIcon,
  StarIcon,
  UtensilsIcon,
  type LucideIcon,
} from 'lucide-react';
import type { FeatureIcon } from '#app/content/landing/common.ts';
import { featuresSection } from '#app/content/landing/features.ts';
import { landingSectionIds } from '#app/content/navigation.ts';
import { SectionHeading } from './section-heading.tsx';

// The features' icons by the names the content gives them.
const featureIcons: Record<FeatureIcon, LucideIcon> = {
  'book-open': BookOpenIcon,
  utensils: UtensilsIcon,
  star: StarIcon,
  'shield-alert': ShieldAlertIcon,
  layers: LayersIcon,
  languages: LanguagesIcon,
  gift: GiftIcon,
  'chart-column': ChartColumnIcon,
};

/** Features grid (#features). */
export function FeaturesSection() {
  return (
    <section
      id={landingSectionIds.features}
      aria-labelledby="features-heading"
      className="border-y border-border bg-forest-50 py-20 md:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          eyebrow={featuresSection.eyebrow}
          heading={featuresSection.heading}
          intro={featuresSection.intro}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {featuresSection.items.map((item) => (
            <li key={item.id} className="rounded-2xl border border-border bg-card p-6 shadow-xs">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary text-amber">
                <FeatureIconFor name={item.icon} />
              </span>
              <h3 className="mt-5 font-sans text-base font-semibold text-foreground">{item.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FeatureIconFor({ name }: { name: FeatureIcon }) {
  const Icon = featureIcons[name];
  return <Icon className="size-5" aria-hidden="true" />;
}
