import { SearchXIcon, TriangleAlertIcon } from 'lucide-react';
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?inline';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { Button } from './components/ui/button.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { SeoHead } from './components/seo/seo-head.tsx';
import type { RootData } from './components/layout/root-data.ts';
import { badRequestPage, errorPage, notFoundPage } from './content/error-pages.ts';
import { site } from './content/site.ts';
import { useNonce } from './lib/csp-nonce.tsx';
import { contentStructuredData } from './lib/page-structured-data.server.ts';
import { pageMeta, PUBLIC_URL_PLACEHOLDER } from './lib/seo.ts';

// The stylesheet's text is needed only where the HTML is rendered: the browser keeps the server's <style> as is
// (React does not touch dangerouslySetInnerHTML while hydrating, nor later when the value is unchanged), so the
// client bundle carries an empty string instead of a second copy of the CSS.
const inlineCss = import.meta.env.SSR ? appCss : '';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * The public URL for canonical links and share cards, and the signed-in owner the header is drawn for. At build time
 * (prerendered pages) there is no load context: the placeholder is swapped for config.publicUrl when the server serves
 * the file, and the page is drawn signed out.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const publicUrl = context.publicUrl ?? PUBLIC_URL_PLACEHOLDER;
  const { pathname } = new URL(request.url);
  const owner = context.services ? await context.services.ownerPlaces.header(request.headers.get('cookie')) : null;
  const root: RootData = {
    publicUrl,
    contentJsonLd: { pathname, items: contentStructuredData(pathname, publicUrl) },
    owner,
  };
  // A page drawn for a signed-in owner names them: never kept by a shared cache. Each page may send stricter headers.
  const headers = { Vary: 'Cookie', ...(owner ? { 'Cache-Control': 'private, no-cache' } : {}) };
  return data(root, { headers });
}

/** Routes without a `headers` of their own send the root loader's. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
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
        {/*
          The stylesheet is inlined rather than linked: one render-blocking request less before the first paint. Our
          own build output, never visitor input; the CSP allows inline styles (server/http/security-headers.ts).
        */}
        <style dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
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
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A 4xx a page answers on purpose (a body it cannot read, app/lib/action-form.server.ts) carries its own sentence.
  const rejected = !notFound && isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
  if (!notFound && !rejected && import.meta.env.DEV) console.error(error);
  const copy = notFound
    ? notFoundPage
    : rejected
      ? {
          ...badRequestPage,
          body: typeof error.data === 'string' && error.data !== '' ? error.data : badRequestPage.body,
        }
      : errorPage;
  const title = copy.title;
  return (
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
        <p className="mt-4 max-w-prose text-lg text-muted-foreground">{copy.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/">{copy.homeLabel}</Link>
          </Button>
          {!notFound && !rejected && (
            <Button asChild size="lg" variant="outline">
              <a href={`mailto:${site.contact.email}`}>{errorPage.emailLabel}</a>
            </Button>
          )}
        </div>
      </section>
    </SiteLayout>
  );
}
