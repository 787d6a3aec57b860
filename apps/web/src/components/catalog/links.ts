/** The host of a link for display: "https://www.amazon.com/deals" -> "amazon.com". */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Attributes of a link to another site: a new tab that gets no handle on this one. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
