import type { DECLARATION_MSG as RU_DECLARATION_MSG } from '../../declarations';
import type { MessageTranslation } from '../translation';

export const DECLARATION_MSG: MessageTranslation<typeof RU_DECLARATION_MSG> = {
  descriptionRequired: 'Товарды сүрөттөңүз',
  descriptionLength: 'Товардын сүрөттөмөсү — 2ден 200гө чейин белги',
  quantityInvalid: 'Саны — 1ден 10 000ге чейинки бүтүн сан',
  priceInvalid: 'Бир даанасынын баасы — 0 менен 100 000 $ ортосундагы сан, үтүрдөн кийин эки белгиден ашпайт',
  itemsInvalid: 'Товарлардын тизмеси туура эмес',
  itemsTooMany: (max: number) => `Тизмеде эң көп ${max} сап`,
  itemsRequired: 'Жок дегенде бир товар кошуңуз',
};
