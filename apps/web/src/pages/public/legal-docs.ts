/** The legal documents the footer links to, each at /legal/<doc>. */
export const LEGAL_DOCS = ['terms', 'freight', 'privacy', 'refund', 'company'] as const;
export type LegalDoc = (typeof LEGAL_DOCS)[number];
