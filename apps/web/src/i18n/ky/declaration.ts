import type { declarationTexts } from '../ru/declaration';
import type { Translation } from '../translation';

const texts: Translation<typeof declarationTexts> = {
  declaration: {
    title: 'Ичиндеги нерселердин тизмеси',
    hint: 'Посылкада эмне бар жана канча турат: бажы посылканы ушул тизме боюнча тариздейт.',
    description: 'Сүрөттөмө',
    descriptionOf: '{{n}}-товардын сүрөттөмөсү',
    descriptionPlaceholder: 'Мисалы, Nike кроссовкалары',
    quantity: 'Саны',
    quantityOf: '{{n}}-товардын саны',
    price: 'Бир данасынын баасы, $',
    priceOf: '{{n}}-товардын бир данасынын баасы, $',
    add: 'Товар кошуу',
    remove: '{{n}}-товарды өчүрүү',
    total: 'Жарыяланган нарк: {{value}}',
    empty: 'Тизме толтурулган эмес',
    declared: 'Жарыяланган: {{value}}',
    dutyBadge: 'бажы алымы ≈ {{amount}} €',
    itemLine: '{{description}} × {{quantity}}, данасы {{price}}',
    columns: {
      description: 'Товар',
      quantity: 'Саны',
      price: 'Баасы',
      sum: 'Суммасы',
    },
  },
  duty: {
    dueTitle: 'Бажы алымы болушу мүмкүн ≈ {{amount}} €',
    overValue: 'Нарк бажы алымысыз {{limit}} € лимиттен {{over}} € ашат.',
    overValueNoLimit: 'Нарк бажы алымысыз лимиттен {{over}} € ашат.',
    overWeight: 'Салмагы {{limit}} кг лимиттен {{over}} кг ашат.',
    overWeightNoLimit: 'Салмагы бажы алымысыз лимиттен {{over}} кг ашат.',
    note: 'Бул жеке посылкалар үчүн ЕАЭБдин эрежелери боюнча болжолдуу эсеп; так сумманы бажы аныктайт.',
    free: 'Бажы алымы күтүлбөйт: бир посылкага {{value}} € жана {{weight}} кг чейин.',
    freeShort: 'Бажы алымы күтүлбөйт',
    unweighed: 'Посылка таразалана элек, ошондуктан болжолдуу эсеп наркы боюнча гана.',
  },
};
export default texts;
