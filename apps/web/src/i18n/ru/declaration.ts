import { addTexts } from '..';

// Declared contents and the duty estimate: the announcement form, the parcel wizard, a parcel's
// details and the calculator (public). Each component that shows them imports this module.
export const declarationTexts = {
  declaration: {
    title: 'Опись вложения',
    hint: 'Что в посылке и сколько стоило: по описи посылку оформляет таможня.',
    description: 'Описание',
    descriptionOf: 'Описание товара {{n}}',
    descriptionPlaceholder: 'Например, кроссовки Nike',
    quantity: 'Кол-во',
    quantityOf: 'Количество товара {{n}}',
    price: 'Цена за шт., $',
    priceOf: 'Цена за штуку товара {{n}}, $',
    add: 'Добавить товар',
    remove: 'Удалить товар {{n}}',
    total: 'Заявленная стоимость: {{value}}',
    empty: 'Опись не заполнена',
    declared: 'Заявлено: {{value}}',
    dutyBadge: 'пошлина ≈ {{amount}} €',
    itemLine: '{{description}} × {{quantity}} по {{price}}',
    columns: {
      description: 'Товар',
      quantity: 'Кол-во',
      price: 'Цена',
      sum: 'Сумма',
    },
  },
  duty: {
    dueTitle: 'Возможна таможенная пошлина ≈ {{amount}} €',
    overValue: 'Стоимость выше беспошлинного лимита {{limit}} € на {{over}} €.',
    overValueNoLimit: 'Стоимость выше беспошлинного лимита на {{over}} €.',
    overWeight: 'Вес выше лимита {{limit}} кг на {{over}} кг.',
    overWeightNoLimit: 'Вес выше беспошлинного лимита на {{over}} кг.',
    note: 'Это оценка по правилам ЕАЭС для личных посылок; точную сумму определит таможня.',
    free: 'Пошлина не ожидается: до {{value}} € и {{weight}} кг на посылку.',
    freeShort: 'Пошлина не ожидается',
    unweighed: 'Пока посылка не взвешена, оценка только по стоимости.',
  },
} as const;

addTexts('declaration', declarationTexts);
