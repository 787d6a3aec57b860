import { z } from 'zod';

/** A signed link to a private file: its id, when the link expires and its signature. */
export const signedLinkParams = z.object({ id: z.coerce.number().int().positive() });
export const signedLinkQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().min(1) });
