import { describe, expect, it } from 'vitest';
import '../index';
import { onlyWords, pluralProblems, translationProblems } from './catalogue-check';
import * as en from './en';
import * as ky from './ky';
import { LOCALIZED } from './localize';

describe('the catalogue check', () => {
  it('finds a lost placeholder or tag, a copied Russian text and a plural family without _other', () => {
    const russian = {
      saved: 'Посылка {{name}} сохранена',
      link: 'Прочтите <1>условия</1>',
      parcels_one: '{{count}} посылка',
      parcels_few: '{{count}} посылки',
      parcels_other: '{{count}} посылок',
      brand: 'Kerben',
    };
    const translated = {
      saved: 'Parcel saved',
      link: 'Read the terms',
      parcels_one: 'one parcel',
      parcels_other: 'parcels',
      brand: 'Kerben',
    };
    expect(translationProblems(russian, translated, 'x')).toEqual([
      'x.saved: lost {{name}}',
      'x.link: lost <1>',
      'x.parcels_other: lost {{count}}',
    ]);
    expect(translationProblems({ a: { b: 'Склад' } }, { a: { b: 'Склад' } }, 'x')).toEqual([
      'x.a.b: the Russian text, not translated: Склад',
    ]);
    expect(pluralProblems({ a: { days_one: 'день', days_few: 'дня' } })).toEqual(['a.days: no days_other']);
  });

  it('lets a family spell the number out in one form when another keeps it', () => {
    const russian = { left_one: 'Осталась {{count}} посылка', left_other: 'Осталось {{count}} посылок' };
    expect(translationProblems(russian, { left_one: 'One parcel left', left_other: '{{count}} parcels left' }, 'x')).toEqual([]);
  });

  it('accepts a text made only of shared words', () => {
    expect(onlyWords('Трек-номер {{track}}', new Set(['трек-номер']))).toBe(true);
    expect(onlyWords('Трек-номер посылки', new Set(['трек-номер']))).toBe(false);
  });
});

/** Words Kyrgyz writes as Russian does (docs/glossary.md) and place names. */
const SHARED_WITH_KYRGYZ = new Set(
  `трек-номер телефон почта маршрут категория чек сумма посылка кг см товар россия бишкек чикаго стамбул
  делавэр кыргызстан казахстан узбекистан европа сша турция оператор администратор тариф паспорт курьер
  каталог карта валюта ош логотип сайт файл сом терминал онлайн кассир курс`.split(/\s+/),
);

describe.each([
  ['ky', ky, (russian: string) => onlyWords(russian, SHARED_WITH_KYRGYZ)],
  ['en', en, () => false],
] as const)('the domain messages in %s', (_language, translations, same) => {
  it('keep every tag, have every _other and copy no Russian text', () => {
    const problems = Object.entries(LOCALIZED).flatMap(([name, russian]) => [
      ...translationProblems(russian, (translations as Record<string, unknown>)[name], name, same),
      ...pluralProblems((translations as Record<string, unknown>)[name], name),
    ]);
    expect(problems).toEqual([]);
  });
});
