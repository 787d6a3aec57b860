import { describe, expect, it } from 'vitest';
import { BOARD_COLORS, BOARD_MSG, boardCategorySchema, boardItemSchema, boardToday } from './board';
import './zod-locale';

describe('board categories', () => {
  it('take a colour of the palette only, in any case', () => {
    expect(boardCategorySchema.parse({ name: 'Акции', color: BOARD_COLORS.red.toUpperCase() }).color).toBe(BOARD_COLORS.red);
    const wrong = boardCategorySchema.safeParse({ name: 'Акции', color: '#000000' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([BOARD_MSG.colorInvalid]);
  });
});

describe('announcements', () => {
  it('take the publication date as MM.DD.YYYY or YYYY-MM-DD', () => {
    expect(boardItemSchema.parse({ text: 'a', city: 'Ош', category: '2', publication_date: '03.15.2026' })).toMatchObject({
      category: 2,
      publication_date: '2026-03-15',
    });
  });
  it('are dated by the day in Bishkek (UTC+6)', () => {
    expect(boardToday(new Date('2026-03-15T17:59:00Z'))).toBe('2026-03-15');
    expect(boardToday(new Date('2026-03-15T18:00:00Z'))).toBe('2026-03-16');
  });
});
