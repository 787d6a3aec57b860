import type { DECLARATION_MSG as RU_DECLARATION_MSG } from '../../declarations';
import type { MessageTranslation } from '../translation';

export const DECLARATION_MSG: MessageTranslation<typeof RU_DECLARATION_MSG> = {
  descriptionRequired: 'Describe the item',
  descriptionLength: 'The item description is 2 to 200 characters',
  quantityInvalid: 'The quantity is a whole number from 1 to 10,000',
  priceInvalid: 'The price per item is a number from 0 to 100,000 $, with no more than two decimal places',
  itemsInvalid: 'Invalid list of items',
  itemsTooMany: (max: number) => `No more than ${max} lines in the contents list`,
  itemsRequired: 'Add at least one item',
};
