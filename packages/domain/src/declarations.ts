import { toCents } from './duty';
import { localized } from './i18n/localize';

// A parcel's declared contents: what is inside and what it cost, which customs read. The customer
// declares it when announcing a parcel; the operator checks it on receiving and corrects it.

export const MAX_DECLARED_ITEMS = 50;

/** One line of a declaration (declaredItemSchema checks what a person typed). */
export interface DeclaredLine {
  description: string;
  quantity: number;
  unit_price_usd: number;
}

export const DECLARATION_MSG = /* @__PURE__ */ localized('DECLARATION_MSG', {
  descriptionRequired: 'Опишите товар',
  descriptionLength: 'Описание товара — от 2 до 200 символов',
  quantityInvalid: 'Количество — целое число от 1 до 10 000',
  priceInvalid: 'Цена за штуку — число от 0 до 100 000 $, не больше двух знаков после запятой',
  itemsInvalid: 'Некорректный список товаров',
  itemsTooMany: (max: number) => `Не больше ${max} строк в описи`,
  itemsRequired: 'Добавьте хотя бы один товар',
} as const);

/** The declared value in dollars: quantity times unit price, summed in whole cents. */
export function declaredValueUsd(items: readonly { quantity: number; unit_price_usd: number }[]): number {
  return items.reduce((cents, item) => cents + item.quantity * toCents(item.unit_price_usd), 0) / 100;
}

/** Whether two declarations list the same items in the same order (whatever order their keys come in). */
export function sameDeclaration(a: readonly DeclaredLine[], b: readonly DeclaredLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        item.description === other.description &&
        item.quantity === other.quantity &&
        toCents(item.unit_price_usd) === toCents(other.unit_price_usd)
      );
    })
  );
}

/** One line of contents: «Кроссовки × 2; Футболка × 3». */
export function describeContents(items: readonly { description: string; quantity: number }[]): string {
  return items.map((item) => `${item.description} × ${item.quantity}`).join('; ');
}
