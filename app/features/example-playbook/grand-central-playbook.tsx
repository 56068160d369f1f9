import { ArrowLeftIcon, ArrowRightIcon, ImageDownIcon, MoonIcon, PrinterIcon, SunIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';

import { useNonce } from '#app/lib/csp-nonce.tsx';
import { cn } from '#app/lib/cn.ts';
import { useSiteNavigation } from '#app/lib/scroll.ts';
import { grandCentralExample as gc } from './grand-central-content.ts';
import {
  FrameworksSection,
  Hero,
  KpisSection,
  RolesSection,
  RulesSections,
  SamplesSection,
  VoiceSection,
} from './grand-central-document.tsx';
import {
  otherTheme,
  parseTheme,
  THEME_ATTRIBUTE,
  THEME_BOOT_SCRIPT,
  THEME_CSS,
  THEME_STORAGE_KEY,
  type PlaybookTheme,
} from './playbook-theme.ts';

type ToPng = (
  node: HTMLElement,
  options: { pixelRatio: number; cacheBust?: boolean; backgroundColor?: string },
) => Promise<string>;

/** The bundled screenshot library, loaded on demand: on first idle moment, hover or focus. */
let toPngModule: ToPng | null = null;
let toPngLoading: Promise<void> | null = null;
function loadToPng(): Promise<void> {
  toPngLoading ??= import('html-to-image')
    .then((module) => {
      toPngModule = module.toPng;
    })
    .catch((error: unknown) => {
      toPngLoading = null;
      console.warn('The image library failed to load', error);
    });
  return toPngLoading;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The saved theme, applied before paint, and the toggle that switches and saves it. */
function usePlaybookTheme() {
  const [theme, setTheme] = useState<PlaybookTheme>('dark');

  useIsomorphicLayoutEffect(() => {
    // On a full load the boot script already applied the saved theme; on a client navigation React does not run
    // inline scripts, so apply it here, before paint either way, and mirror it in state for the toggle's name.
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(THEME_STORAGE_KEY);
    } catch {
      // storage disabled: dark
    }
    const current = parseTheme(saved);
    document.documentElement.setAttribute(THEME_ATTRIBUTE, current);
    setTheme(current);
  }, []);

  function toggleTheme() {
    const next = otherTheme(theme);
    document.documentElement.setAttribute(THEME_ATTRIBUTE, next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage disabled: the theme still switches for this visit
    }
    setTheme(next);
  }

  return { theme, toggleTheme };
}

/** The document as a PNG: the library loads on the first idle moment, or is awaited on the click. */
function usePngDownload(documentRef: RefObject<HTMLDivElement | null>) {
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const idle = window.setTimeout(() => void loadToPng(), 1_500);
    return () => window.clearTimeout(idle);
  }, []);

  async function downloadPng() {
    const node = documentRef.current;
    if (!node || busy) return;
    setBusy(true);
    try {
      // One click is enough: wait for the library when it is still loading (hover and idle only start it early).
      if (!toPngModule) await loadToPng();
      const toPng = toPngModule;
      if (!toPng) {
        // Only after a real failure to load (offline, a blocked chunk): the next click tries again.
        window.alert(gc.toolbar.notReady);
        return;
      }
      const background = getComputedStyle(node).getPropertyValue('--pb-bg').trim() || '#0f1a14';
      const dataUrl = await toPng(node, { pixelRatio: 2, backgroundColor: background });
      const link = document.createElement('a');
      link.href = dataUrl;
      link.download = gc.toolbar.fileName;
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      console.warn('PNG export failed', error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, downloadPng };
}

/** /sop/grand-central-oyster-bar: the designed static example playbook. */
export function GrandCentralPlaybook() {
  const nonce = useNonce();
  const documentRef = useRef<HTMLDivElement>(null);
  const { theme, toggleTheme } = usePlaybookTheme();
  const { busy, downloadPng } = usePngDownload(documentRef);

  return (
    <div className="gcob bg-[var(--pb-bg)] text-[var(--pb-ink)]">
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
      {/* React 19 hoists a style with href + precedence into <head>, where it is valid HTML. */}
      <style href="rb-grand-central-theme" precedence="default">
        {THEME_CSS}
      </style>
      <Toolbar theme={theme} onToggleTheme={toggleTheme} busy={busy} onDownload={() => void downloadPng()} />
      <div ref={documentRef} className="bg-[var(--pb-bg)]">
        <Hero />
        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6">
          <VoiceSection />
          <RolesSection />
          <FrameworksSection />
          <SamplesSection />
          <RulesSections />
          <KpisSection />
          <p className="border-t border-[var(--pb-line)] pt-6 text-xs leading-5 text-[var(--pb-muted)]">
            {gc.disclosure}
          </p>
        </div>
      </div>
      <CallToAction />
    </div>
  );
}

type ToolbarProps = { theme: PlaybookTheme; onToggleTheme: () => void; busy: boolean; onDownload: () => void };
/** Back to the examples; theme, print and PNG download. */
function Toolbar({ theme, onToggleTheme, busy, onDownload }: ToolbarProps) {
  return (
    <div className="z-20 border-b md:sticky md:top-16 border-[var(--pb-line)] bg-[var(--pb-bg)]/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2.5 sm:px-6">
        <Link
          to="/playbook-examples"
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-[var(--pb-ink)] underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {gc.toolbar.back}
        </Link>
        <div className="flex flex-wrap gap-2">
          <ToolbarButton
            onClick={onToggleTheme}
            label={theme === 'dark' ? gc.toolbar.toLight : gc.toolbar.toDark}
            icon={theme === 'dark' ? SunIcon : MoonIcon}
          />
          <ToolbarButton onClick={() => window.print()} label={gc.toolbar.print} icon={PrinterIcon} />
          <ToolbarButton
            onClick={onDownload}
            onPrepare={() => void loadToPng()}
            label={busy ? gc.toolbar.downloading : gc.toolbar.download}
            icon={ImageDownIcon}
            primary
            disabled={busy}
          />
        </div>
      </div>
    </div>
  );
}

/** Make one for your restaurant. */
function CallToAction() {
  const { scrollToPlaybookForm } = useSiteNavigation();
  return (
    <section
      aria-labelledby="gcob-cta"
      className="border-t border-[var(--pb-line)] bg-[var(--pb-surface-2)] print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="gcob-cta" className="font-display text-2xl font-semibold text-[var(--pb-ink)] sm:text-3xl">
            {gc.cta.heading}
          </h2>
          <p className="mt-2 max-w-xl text-[var(--pb-muted)]">{gc.cta.body}</p>
        </div>
        <button
          type="button"
          onClick={scrollToPlaybookForm}
          className="inline-flex h-12 items-center gap-2 rounded-lg bg-[var(--pb-accent)] px-6 font-semibold text-[var(--pb-accent-ink)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--pb-ink)]"
        >
          {gc.cta.label}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}

function ToolbarButton({
  onClick,
  onPrepare,
  label,
  icon: Icon,
  primary,
  disabled,
}: {
  onClick: () => void;
  onPrepare?: () => void;
  label: string;
  icon: typeof SunIcon;
  primary?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      disabled={disabled}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--pb-ink)] disabled:opacity-70',
        primary
          ? 'border-transparent bg-[var(--pb-accent)] text-[var(--pb-accent-ink)]'
          : 'border-[var(--pb-line)] bg-[var(--pb-surface)] text-[var(--pb-ink)] hover:bg-[var(--pb-surface-2)]',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
}
