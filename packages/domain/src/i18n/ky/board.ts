import type { BOARD_MSG as RU_BOARD_MSG } from '../../board';
import type { MessageTranslation } from '../translation';

export const BOARD_MSG: MessageTranslation<typeof RU_BOARD_MSG> = {
  categoryNameRequired: 'Категориянын аталышын киргизиңиз',
  categoryNameTaken: 'Мындай аталыштагы категория бар',
  colorRequired: 'Түстү тандаңыз',
  colorInvalid: 'Түстү палитрадан тандаңыз',
  categoryRequired: 'Категорияны тандаңыз',
  categoryNotFound: 'Категория табылган жок',
  textRequired: 'Жарыянын текстин киргизиңиз',
  cityRequired: 'Шаарды көрсөтүңүз',
  dateInvalid: 'Датаны АА.КК.ЖЖЖЖ (ай, күн, жыл) форматында киргизиңиз',
  itemNotFound: 'Жарыя табылган жок',
};
