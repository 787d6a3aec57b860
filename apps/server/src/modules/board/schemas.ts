import {
  BOARD_PAGE_SIZE,
  boardCategorySchema,
  boardCategoryUpdateSchema,
  boardItemSchema,
  boardItemUpdateSchema,
  boardSearchField,
  MAX_PAGE_SIZE,
} from '@kerben/domain';
import type { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { withAliases } from '../../http/validation';

// Request bodies and queries: the shared form schemas of packages/domain.

export const categoryBody = boardCategorySchema;
export const categoryUpdateBody = boardCategoryUpdateSchema;
// The existing client names an announcement's category `item_category` (its id).
export const itemBody = withAliases(boardItemSchema, { item_category: 'category' });
export const itemUpdateBody = withAliases(boardItemUpdateSchema, { item_category: 'category' });
export const itemListQuery = paginationQuery(BOARD_PAGE_SIZE).extend({ text: boardSearchField });
/** Every category fits one page by default; the envelope is the existing client's. */
export const categoryListQuery = paginationQuery(MAX_PAGE_SIZE);

export type CategoryBody = z.output<typeof categoryBody>;
export type CategoryUpdateBody = z.output<typeof categoryUpdateBody>;
export type ItemBody = z.output<typeof itemBody>;
export type ItemUpdateBody = z.output<typeof itemUpdateBody>;
export type ItemListQuery = z.output<typeof itemListQuery>;
