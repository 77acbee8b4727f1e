import { escapeUTF8 as escapeAttribute } from 'entities';
import { isLanguage, LANGUAGES, LOCALES, type Language } from '../../../shared/languages.ts';

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** The page's address in one language: its path and query with `lang` set (the default page has none). */
export function languageUrl(baseUrl: string, pathname: string, search: URLSearchParams, language?: Language) {
  const query = new URLSearchParams(search);
  query.delete('lang');
  if (language) query.set('lang', language);
  const text = query.toString();
  return `${baseUrl}${pathname}${text ? `?${text}` : ''}`;
}

export interface HeadInput {
  baseUrl: string;
  pathname: string;
  search: URLSearchParams;
  language: Language;
  /** Already HTML text (as React wrote it in <title>). */
  titleHtml: string;
  description: string;
  noindex: boolean;
}

const ogLocale = (language: Language) => LOCALES[language].replace('-', '_');

/**
 * The address a page is canonical at: itself. With `?lang=` naming a language it is that language's
 * page; without one it is the page that speaks the visitor's language (the x-default alternate),
 * not one of the language pages, which would send search engines from one hreflang alternate to
 * another (a canonical conflicting with the alternates).
 */
export function canonicalUrl(baseUrl: string, pathname: string, search: URLSearchParams) {
  const named = search.get('lang');
  return languageUrl(baseUrl, pathname, search, isLanguage(named) ? named : undefined);
}

/**
 * What search engines and link previews read: description, canonical address, the same page in
 * the other languages, Open Graph and Twitter cards with the site's image, and (on the home page)
 * the site with its search as JSON-LD, a data block the CSP does not treat as a script.
 */
export function pageHead(input: HeadInput): string {
  const { baseUrl, pathname, search, language, titleHtml, noindex } = input;
  const description = escapeAttribute(input.description);
  const canonical = escapeAttribute(canonicalUrl(baseUrl, pathname, search));
  const image = `${baseUrl}${OG_IMAGE.path}`;
  const tags = [
    `<meta name="description" content="${description}" />`,
    noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${canonical}" />`,
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeAttribute(languageUrl(baseUrl, pathname, search, other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(languageUrl(baseUrl, pathname, search))}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Ritualia" />',
    `<meta property="og:title" content="${titleHtml.replaceAll('"', '&quot;')}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="Ritualia" />`,
    `<meta property="og:locale" content="${ogLocale(language)}" />`,
    ...LANGUAGES.filter((other) => other !== language).map(
      (other) => `<meta property="og:locale:alternate" content="${ogLocale(other)}" />`,
    ),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${titleHtml.replaceAll('"', '&quot;')}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    pathname === '/' ? siteJsonLd(baseUrl, language, input.description) : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

function siteJsonLd(baseUrl: string, language: Language, description: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'Ritualia',
    url: `${baseUrl}/`,
    inLanguage: language,
    description,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${baseUrl}/?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
}
