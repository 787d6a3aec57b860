import {
  COMPANY,
  FAQ,
  LANGUAGES,
  type Language,
  OG_IMAGE_PATH,
  type PublicPageMeta,
  pageTitle,
  publicPagePath,
  SITE_NAME,
} from '@kerben/domain';

// Structured data (schema.org JSON-LD) of the public pages, for search engines, in the page's
// language: every page names the company with its contacts (Organization) and itself (WebPage, with
// its inLanguage); /faq adds its questions and answers (FAQPage), the same ones the page shows
// (packages/domain faq.ts). The catalogues answer in the language the caller runs this in.

/** JSON inside a <script>: '<' escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function organization(origin: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    // One organization whatever the language: the Russian home's id.
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: origin + publicPagePath('/', language),
    logo: `${origin}/favicon.svg`,
    image: origin + OG_IMAGE_PATH,
    email: COMPANY.email,
    telephone: COMPANY.phoneE164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.street,
      addressLocality: COMPANY.city,
      addressCountry: COMPANY.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: COMPANY.phoneE164,
      email: COMPANY.email,
      availableLanguage: [...LANGUAGES],
    },
    sameAs: [COMPANY.social.instagram.href, COMPANY.social.telegram.href],
  };
}

function webPage(page: PublicPageMeta, origin: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: origin + publicPagePath(page.path, language),
    name: pageTitle(page.title),
    description: page.description,
    inLanguage: language,
    publisher: { '@id': `${origin}/#organization` },
  };
}

function faqPage(language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: FAQ.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}

/** The page's JSON-LD <script> elements, for its <head>, in `language` (the catalogues' current one). */
export function structuredData(page: PublicPageMeta, origin: string, language: Language): string {
  const items: object[] = [organization(origin, language), webPage(page, origin, language)];
  if (page.path === '/faq') items.push(faqPage(language));
  return items.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`).join('');
}
