import { z } from 'zod';

/**
 * A webhook update as Telegram sends it: grammY reads the rest, so any other field is taken as it
 * comes (`.loose()`), and only the update's id is required.
 */
export const telegramUpdateBody = z.object({ update_id: z.number().int().nonnegative() }).loose();

export const webhookAnswer = z.object({ ok: z.boolean() });
