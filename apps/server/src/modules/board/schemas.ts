import {
  BOARD_PAGE_SIZE,
  boardCategorySchema,
  boardCategoryUpdateSchema,
  boardItemSchema,
  boardItemUpdateSchema,
  boardSearchField,
} from '@kerben/domain';
import type { z } from 'zod';
import { paginationQuery } from '../../http/pagination';

// Request bodies and queries: the shared form schemas of packages/domain.

export const categoryBody = boardCategorySchema;
export const categoryUpdateBody = boardCategoryUpdateSchema;
export const itemBody = boardItemSchema;
export const itemUpdateBody = boardItemUpdateSchema;
export const itemListQuery = paginationQuery(BOARD_PAGE_SIZE).extend({ text: boardSearchField });

export type CategoryBody = z.output<typeof categoryBody>;
export type CategoryUpdateBody = z.output<typeof categoryUpdateBody>;
export type ItemBody = z.output<typeof itemBody>;
export type ItemUpdateBody = z.output<typeof itemUpdateBody>;
export type ItemListQuery = z.output<typeof itemListQuery>;
