import { useLayoutEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Languages } from 'lucide-react';
import { isLegalLanguage, LEGAL_LANGUAGE_PARAM, legalPathIn } from '../../../common/paths.plain';
import { PageContainer } from '../../components/page-container';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button';
import { errorReason } from '../../lib/field-errors';
import { usePageTitle } from '../../lib/use-page-title';
import type { LegalBlock, LegalDocument, LegalLanguage, LegalText } from './legal-document';

const linkClassName =
  'font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-2 dark:text-indigo-300 dark:decoration-indigo-700';

function RichText({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => {
    if (typeof part === 'string') return part;
    return part.href.startsWith('/') ? (
      <Link key={index} to={part.href} className={linkClassName}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} className={linkClassName}>
        {part.text}
      </a>
    );
  });
}

function Block({ block, lang }: { block: LegalBlock; lang: LegalLanguage }) {
  if (block.kind === 'paragraph') {
    return (
      <p className="mt-4">
        <RichText text={block.text} />
      </p>
    );
  }
  // French sets a no-break space before a colon.
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  return (
    <ul className="mt-4 list-disc space-y-2.5 pl-6 marker:text-slate-400 dark:marker:text-slate-500">
      {block.items.map((item, index) => (
        <li key={index} className="pl-1">
          {item.term ? (
            <>
              <strong className="font-semibold text-slate-900 dark:text-white">{item.term}</strong>
              {colon}
            </>
          ) : null}
          <RichText text={item.text} />
        </li>
      ))}
    </ul>
  );
}

export type LegalDocuments = Record<LegalLanguage, LegalDocument>;

const titleClassName = 'text-4xl font-bold tracking-tight text-slate-900 dark:text-white';

/** Where this browser keeps the legal pages' language last chosen with the switch (issue #38). */
export const LEGAL_LANGUAGE_STORAGE_KEY = 'legal-language';

function rememberedLanguage(): LegalLanguage | null {
  try {
    const stored = window.localStorage.getItem(LEGAL_LANGUAGE_STORAGE_KEY);
    return isLegalLanguage(stored) ? stored : null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

function rememberLanguage(lang: LegalLanguage): void {
  try {
    window.localStorage.setItem(LEGAL_LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage unavailable: the address still says the language.
  }
}

/**
 * The page's language: the address's (`?lang=fr`) always wins; without one, the language last
 * chosen on this browser; else English. Anything but a listed language is no language.
 */
function useLegalLanguage(): LegalLanguage {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(LEGAL_LANGUAGE_PARAM);
  const [remembered] = useState(rememberedLanguage);
  return isLegalLanguage(asked) ? asked : (remembered ?? 'en');
}

/**
 * `<html lang>` and the tab's title in the page's language while it is shown (a screen reader
 * reads the page, and a browser offers translation, by them); both as they were once it is left.
 */
function useDocumentLanguage(lang: LegalLanguage, title: string): void {
  // Declared before usePageTitle's effect, so it sees the title from before this page.
  useLayoutEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  usePageTitle(title);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = lang;
    return () => {
      root.lang = before;
    };
  }, [lang]);
}

/**
 * A legal page in English or French (spec §2 "Legal and contact pages"; issue #38): each language
 * has its own address (`legalPathIn`), the one in the address wins, else the last chosen on this
 * browser, else English. The switch is a link to the other language's address, named in that
 * language ('Français' / 'English'), and remembers the choice. `<html lang>`, the tab's title and
 * the text carry the language.
 *
 * The texts (both languages, the largest part of these pages) are a separate file loaded when the
 * page opens, so they do not weigh on the home page's first load. The title shows at once.
 */
export function LegalPage({ name, path, titles, load }: { name: string; path: string; titles: Record<LegalLanguage, string>; load: () => Promise<LegalDocuments> }) {
  const lang = useLegalLanguage();
  useDocumentLanguage(lang, titles[lang]);
  const documents = useQuery({ queryKey: ['legal', name], queryFn: load, staleTime: Infinity, gcTime: Infinity });
  return (
    <PageContainer className="py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        {documents.data ? (
          <LegalText doc={documents.data[lang]} path={path} />
        ) : (
          <div className="pt-14" lang={lang}>
            <h1 className={titleClassName}>{titles[lang]}</h1>
            {documents.error ? (
              <Alert className="mt-8">{errorReason(documents.error)}</Alert>
            ) : (
              <div role="status" className="mt-10 space-y-3">
                <span className="sr-only">Loading...</span>
                {[0, 1, 2, 3].map((line) => (
                  <div key={line} aria-hidden="true" className="h-4 animate-pulse rounded bg-slate-100 last:w-2/3 dark:bg-slate-800" />
                ))}
              </div>
            )}
          </div>
        )}
      </div>
    </PageContainer>
  );
}

function LegalText({ doc, path }: { doc: LegalDocument; path: string }) {
  const other: LegalLanguage = doc.lang === 'en' ? 'fr' : 'en';
  return (
    <>
      <div className="flex justify-end">
        <Link
          to={legalPathIn(path, other)}
          lang={other}
          hrefLang={other}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          onClick={() => {
            rememberLanguage(other);
          }}
        >
          <Languages aria-hidden="true" className="size-4" />
          {doc.switchLabel}
        </Link>
      </div>
      <article lang={doc.lang} className="mt-6">
        <header className="border-b border-slate-200 pb-8 dark:border-slate-800">
          <h1 className={titleClassName}>{doc.title}</h1>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{doc.lastUpdated}</p>
        </header>
        <div className="leading-7 text-slate-700 dark:text-slate-300">
          <div className="mt-8 text-lg leading-8">
            {doc.intro.map((block, index) => (
              <Block key={index} block={block} lang={doc.lang} />
            ))}
          </div>
          {doc.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
                {doc.numbered ? `${String(index + 1)}. ${section.heading}` : section.heading}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} lang={doc.lang} />
              ))}
            </section>
          ))}
        </div>
      </article>
    </>
  );
}
