import { MailIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { footerNavigation } from '#app/content/navigation.ts';
import { copyrightNotice, formatPostalAddress, site } from '#app/content/site.ts';
import { BrandMark } from './brand-mark.tsx';
import { NavTargetLink } from './nav-target-link.tsx';

const footerLinkClass =
  'rounded-sm text-sm text-primary-foreground/80 underline-offset-4 transition-colors hover:text-primary-foreground hover:underline focus-visible:outline-amber';

/** Product links scroll on / and go to /#section elsewhere; company and legal pages. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-forest-950 text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]">
          <div className="max-w-sm">
            <Link to="/" className="inline-flex items-center gap-2.5 rounded-md focus-visible:outline-amber">
              <BrandMark />
              <span className="font-display text-xl font-semibold">{site.brandName}</span>
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-primary-foreground/80">{footerNavigation.blurb}</p>
            <a
              href={`mailto:${site.contact.email}`}
              className="mt-5 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-amber underline-offset-4 hover:underline focus-visible:outline-amber"
            >
              <MailIcon className="size-4" aria-hidden="true" />
              {site.contact.email}
            </a>
          </div>

          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:contents">
            {footerNavigation.groups.map((group) => (
              <nav key={group.heading} aria-label={group.heading}>
                <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-amber uppercase">
                  {group.heading}
                </h2>
                <ul className="mt-4 space-y-3">
                  {group.links.map((link) => (
                    <li key={link.id}>
                      <NavTargetLink link={link} className={footerLinkClass} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-3 border-t border-primary-foreground/15 pt-6 text-xs text-primary-foreground/75 md:flex-row md:items-center md:justify-between">
          <p>{copyrightNotice(year)}</p>
          <p className="flex items-start gap-1.5 md:items-center">
            <MapPinIcon className="mt-px size-3.5 shrink-0 md:mt-0" aria-hidden="true" />
            <span>
              {site.legalEntity.name}, {site.legalEntity.description} · {formatPostalAddress()}
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
