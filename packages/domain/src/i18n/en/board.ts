import type { BOARD_MSG as RU_BOARD_MSG } from '../../board';
import type { MessageTranslation } from '../translation';

export const BOARD_MSG: MessageTranslation<typeof RU_BOARD_MSG> = {
  categoryNameRequired: 'Enter the category name',
  categoryNameTaken: 'A category with this name already exists',
  colorRequired: 'Select a color',
  colorInvalid: 'Select a color from the palette',
  categoryRequired: 'Select a category',
  categoryNotFound: 'Category not found',
  textRequired: 'Enter the text of the announcement',
  cityRequired: 'Enter the city',
  dateInvalid: 'Enter the date as MM.DD.YYYY',
  itemNotFound: 'Announcement not found',
};
