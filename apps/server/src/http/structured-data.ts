import { COMPANY, FAQ, OG_IMAGE_PATH, type PublicPageMeta, SITE_NAME } from '@kerben/domain';

// Structured data (schema.org JSON-LD) of the public pages, for search engines: every page names
// the company with its contacts (Organization); /faq adds its questions and answers (FAQPage),
// the same ones the page shows (packages/domain faq.ts).

/** JSON inside a <script>: '<' escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function organization(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
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
      availableLanguage: 'ru',
    },
    sameAs: [COMPANY.social.instagram.href, COMPANY.social.telegram.href],
  };
}

function faqPage() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}

/** The page's JSON-LD <script> elements, for its <head>. */
export function structuredData(page: PublicPageMeta, origin: string): string {
  const items: object[] = [organization(origin)];
  if (page.path === '/faq') items.push(faqPage());
  return items.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`).join('');
}
