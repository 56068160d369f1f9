import { SearchXIcon, TriangleAlertIcon } from 'lucide-react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { Button } from './components/ui/button.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { TooltipProvider } from './components/ui/tooltip.tsx';
import { SeoHead, type RootSeoData } from './components/seo/seo-head.tsx';
import { site } from './content/site.ts';
import { useNonce } from './lib/csp-nonce.tsx';
import { contentStructuredData } from './lib/page-structured-data.server.ts';
import { pageMeta, PUBLIC_URL_PLACEHOLDER } from './lib/seo.ts';
import { createQueryClient } from './lib/query-client.ts';

// zod compiles object parsers with `new Function`, first probing whether eval is allowed: under our CSP (no
// 'unsafe-eval') that probe is a reported violation on every page that parses with zod. In the browser, parse
// without the JIT; the server keeps it (issue 9 §4, tests/e2e/csp.spec.ts).
if (typeof document !== 'undefined') zodConfig({ jitless: true });

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The public URL for canonical links and share cards (issue 9 §3). At build time (prerendered pages) there is no
 * load context: the placeholder is swapped for config.publicUrl when the server serves the file.
 */
export function loader({ context, request }: Route.LoaderArgs): RootSeoData {
  const publicUrl = context.publicUrl ?? PUBLIC_URL_PLACEHOLDER;
  const { pathname } = new URL(request.url);
  return { publicUrl, contentJsonLd: { pathname, items: contentStructuredData(pathname, publicUrl) } };
}

/** Defaults for routes without their own `meta`; error pages set their own <title> in the ErrorBoundary. */
export function meta({ error }: Route.MetaArgs): Route.MetaDescriptors {
  if (error) return [];
  return pageMeta({ title: site.homeTitle, description: site.description });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d36" />
        <Meta />
        <SeoHead nonce={nonce} />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState<QueryClient>(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Outlet />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

// The spec's 404 wording (product-spec §2 route table); routes/not-found.tsx throws the 404 that lands here.
const NOT_FOUND_TITLE = '404 Page Not Found';
const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  const title = notFound ? NOT_FOUND_TITLE : 'Something went wrong';
  return (
    <TooltipProvider>
      <SiteLayout>
        <title>{notFound ? title : `${title} | ${site.brandName}`}</title>
        <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary">
            {notFound ? (
              <SearchXIcon className="size-7" aria-hidden="true" />
            ) : (
              <TriangleAlertIcon className="size-7" aria-hidden="true" />
            )}
          </span>
          <h1 className="mt-6 text-3xl font-semibold text-foreground sm:text-4xl">{title}</h1>
          <p className="mt-4 max-w-prose text-lg text-muted-foreground">
            {notFound
              ? NOT_FOUND_TEXT
              : 'We could not load this page. Please try again in a moment; if it keeps happening, write to us and we will look into it.'}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/">Back to the home page</Link>
            </Button>
            {!notFound && (
              <Button asChild size="lg" variant="outline">
                <a href={`mailto:${site.contact.email}`}>Email {site.contact.email}</a>
              </Button>
            )}
          </div>
        </section>
      </SiteLayout>
    </TooltipProvider>
  );
}
