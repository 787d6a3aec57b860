import { z } from 'zod';

// The reference lists' answers (the lists are in reference.ts, which pages load without zod).

export const namedResponse = z.object({ id: z.number(), name: z.string() });
export type Named = z.infer<typeof namedResponse>;

/** A country with its flag: an absolute URL in /api/countries/list/, a /media path when nested. */
export const countryResponse = namedResponse.extend({ icon: z.string().nullable() });
export type Country = z.infer<typeof countryResponse>;
