import { z } from 'zod';
import { dateField, requiredText } from './fields';
import { localized } from './i18n/localize';
import { MSG } from './messages';
import { COMPANY_TIME_ZONE, companyDate } from './storage-clock';

// The bulletin board ("Доска объявлений"): short announcements by city, each in a category with
// a colour. Anyone reads the published ones; admins write them.

export const BOARD_MSG = /* @__PURE__ */ localized('BOARD_MSG', {
  categoryNameRequired: 'Введите название категории',
  categoryNameTaken: 'Категория с таким названием уже существует',
  colorRequired: 'Выберите цвет',
  colorInvalid: 'Выберите цвет из палитры',
  categoryRequired: 'Выберите категорию',
  categoryNotFound: 'Категория не найдена',
  textRequired: 'Введите текст объявления',
  cityRequired: 'Укажите город',
  dateInvalid: 'Введите дату в формате ММ.ДД.ГГГГ',
  itemNotFound: 'Объявление не найдено',
} as const);

/**
 * The colours a category may take: one fixed palette, readable under white text, so every badge
 * stays legible. The API stores and answers the hex value.
 */
export const BOARD_COLORS = {
  blue: '#1971c2',
  teal: '#0c8599',
  green: '#2b8a3e',
  orange: '#d9480f',
  red: '#c92a2a',
  pink: '#a61e4d',
  violet: '#6741d9',
  gray: '#495057',
} as const;
export type BoardColorName = keyof typeof BOARD_COLORS;
export type BoardColor = (typeof BOARD_COLORS)[BoardColorName];
export const BOARD_COLOR_NAMES = Object.keys(BOARD_COLORS) as BoardColorName[];
const PALETTE: readonly string[] = Object.values(BOARD_COLORS);

export const BOARD_TEXT_MAX_LENGTH = 1000;
export const BOARD_CITY_MAX_LENGTH = 100;
export const BOARD_SEARCH_MAX_LENGTH = 200;
/** Publication dates are calendar days in Kyrgyzstan, where the company works. */
export const BOARD_TIME_ZONE = COMPANY_TIME_ZONE;
export const BOARD_PAGE_SIZE = 20;

/** A colour of the palette, typed in any case: answered in lower case. */
const colorField = z
  .string({ error: () => BOARD_MSG.colorRequired })
  .trim()
  .min(1, { error: () => BOARD_MSG.colorRequired })
  .transform((value, ctx) => {
    const color = value.toLowerCase();
    if (!PALETTE.includes(color)) {
      ctx.addIssue({ code: 'custom', message: BOARD_MSG.colorInvalid });
      return z.NEVER;
    }
    return color as BoardColor;
  });

// ---- Categories

export const boardCategorySchema = z.object({
  name: requiredText(100, { required: () => BOARD_MSG.categoryNameRequired }),
  color: colorField,
});
export const boardCategoryUpdateSchema = boardCategorySchema.partial();
export type BoardCategoryInput = z.input<typeof boardCategorySchema>;

// ---- Announcements

/** The category chosen in a select: a number, or its text in multipart. */
const categoryField = z.coerce
  .number({ error: () => BOARD_MSG.categoryRequired })
  .int({ error: () => BOARD_MSG.categoryRequired })
  .min(1, { error: () => BOARD_MSG.categoryRequired })
  .max(2_147_483_647, { error: () => BOARD_MSG.categoryRequired });

export const boardItemSchema = z.object({
  text: requiredText(BOARD_TEXT_MAX_LENGTH, { required: () => BOARD_MSG.textRequired }),
  category: categoryField,
  city: requiredText(BOARD_CITY_MAX_LENGTH, { required: () => BOARD_MSG.cityRequired }),
  /** MM.DD.YYYY or YYYY-MM-DD; absent (or empty) means today. A later date schedules it. */
  publication_date: dateField({ invalid: () => BOARD_MSG.dateInvalid }).optional(),
});
export const boardItemUpdateSchema = boardItemSchema.partial();
export type BoardItemInput = z.input<typeof boardItemSchema>;

/** ?text= of the lists: part of the announcement's text or city. */
export const boardSearchField = z
  .string({ error: () => MSG.textExpected })
  .trim()
  .max(BOARD_SEARCH_MAX_LENGTH, { error: () => MSG.tooLong(BOARD_SEARCH_MAX_LENGTH) })
  .optional();

// ---- Answers

export const boardCategoryResponse = z.object({ id: z.number(), name: z.string(), color: z.string() });
export type BoardCategory = z.infer<typeof boardCategoryResponse>;

export const boardItemResponse = z.object({
  id: z.number(),
  text: z.string(),
  city: z.string(),
  /** YYYY-MM-DD. */
  publication_date: z.string(),
  /** The category's id, as the existing client reads it; the category itself is `category`. */
  item_category: z.number(),
  category: boardCategoryResponse,
  created_at: z.string(),
});
export type BoardItem = z.infer<typeof boardItemResponse>;

/** Today's date (YYYY-MM-DD) where the board is read: from it on an announcement is published. */
export function boardToday(now: Date = new Date()): string {
  return companyDate(now);
}
