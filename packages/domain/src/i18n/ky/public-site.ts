// The few catalogues the public site's pages show as they are drawn (their titles and descriptions,
// the questions and answers, the company's address and hours): all a public page in this language
// needs before it starts, a small chunk of its own. The web app loads the rest of the language's
// translations (index.ts: forms' messages, the areas') later. The prerender checks that the pages
// read nothing else (apps/web/src/prerender.tsx).
export * from './company';
export * from './faq';
export * from './site';
