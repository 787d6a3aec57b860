import {
  CARD_MSG,
  type Card,
  cardBrand,
  type cardSchema,
  type cardUpdateSchema,
  isMaskedCardNumber,
  maskCardNumber,
} from '@kerben/domain';
import type { z } from 'zod';
import { fieldError } from '../../../core/errors';
import { assertSignedIn, notYours, type Viewer } from '../../../core/viewer';
import type { Db, DbOrTx } from '../../../db/client';
import type { UnitOfWork } from '../../../db/unit-of-work';
import { canUseCard } from './policy';
import * as q from './queries';

type CardBody = z.output<typeof cardSchema>;
type CardUpdate = z.output<typeof cardUpdateSchema>;

export function presentCard(row: q.CardRow): Card {
  return {
    id: row.id,
    number: row.maskedNumber,
    end_date: `${String(row.expiryMonth).padStart(2, '0')}-${row.expiryYear}`,
    full_name: row.fullName,
    brand: row.brand,
  };
}

/** What is kept of a card: the CVV was only checked, and the full number goes no further than here. */
function keptOf(card: {
  number?: string;
  end_date?: { month: number; year: number };
  full_name?: string;
}): Partial<q.CardValues> {
  return {
    ...(card.number !== undefined ? { maskedNumber: maskCardNumber(card.number), brand: cardBrand(card.number) } : {}),
    ...(card.end_date !== undefined ? { expiryMonth: card.end_date.month, expiryYear: card.end_date.year } : {}),
    fullName: card.full_name,
  };
}

export function createCardService(deps: { db: Db; unitOfWork: UnitOfWork }) {
  const { db, unitOfWork } = deps;

  async function own(tx: DbOrTx, viewer: Viewer, id: number): Promise<q.CardRow> {
    const row = await q.findCard(tx, id);
    if (!row || !canUseCard(viewer, row)) throw notYours(CARD_MSG.notFound);
    return row;
  }

  return {
    async list(viewer: Viewer): Promise<Card[]> {
      return (await q.listCards(db, assertSignedIn(viewer).userId)).map(presentCard);
    },

    async add(viewer: Viewer, input: CardBody): Promise<Card> {
      const { userId } = assertSignedIn(viewer);
      return presentCard(await q.insertCard(db, userId, keptOf(input) as q.CardValues));
    },

    async update(viewer: Viewer, id: number, input: CardUpdate): Promise<Card> {
      assertSignedIn(viewer);
      return unitOfWork(async ({ tx }) => {
        const current = await own(tx, viewer, id);
        // The saved card's masked number sent back is "unchanged"; another masked number is no number.
        const masked = isMaskedCardNumber(input.number);
        if (masked && input.number !== current.maskedNumber) throw fieldError('number', CARD_MSG.maskedNotSaved);
        const row = await q.updateCard(tx, id, keptOf(masked ? { ...input, number: undefined } : input));
        if (!row) throw notYours(CARD_MSG.notFound);
        return presentCard(row);
      });
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      assertSignedIn(viewer);
      await unitOfWork(async ({ tx }) => {
        await own(tx, viewer, id);
        await q.deleteCard(tx, id);
      });
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
