// The catalogues the public site's frame shows as it is drawn (the company's address and hours):
// all a public page in this language needs before it starts, a small chunk of its own. The pages'
// own catalogues load with the module that shows them (the FAQ with its list, the pages' titles and
// descriptions with the code that sets them: apps/web/src/i18n/index.ts, addCatalogues), the rest of
// the language's translations (index.ts: forms' messages, the areas') later. The prerender checks
// that the pages read nothing else (apps/web/src/prerender.tsx).
export * from './company';
