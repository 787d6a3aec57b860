import { onlyWords, pluralProblems, translationProblems } from '@kerben/domain/i18n';
import { describe, expect, it } from 'vitest';

// The catalogue check beside the typecheck (docs/i18n.md#checks): every Russian text file's
// translations keep its placeholders and tags, its plural families have their `_other`, and no
// translation is the Russian text copied over.

type Texts = Record<string, unknown>;

const russian = import.meta.glob<Texts>('./ru/*.ts', { eager: true });
const translations = {
  ky: import.meta.glob<{ default: Texts }>('./ky/*.ts', { eager: true }),
  en: import.meta.glob<{ default: Texts }>('./en/*.ts', { eager: true }),
};

/**
 * The words Kyrgyz writes as Russian does (docs/glossary.md keeps посылка, трек-номер, тариф, баланс,
 * чек…; place names; units): a label made of them alone is the same in both.
 */
const SHARED_WITH_KYRGYZ = new Set(
  `трек-номер телефон почта маршрут категория чек сумма посылка кг см мб товар россия комментарий кассир касса
  бишкек баланс чикаго стамбул делавэр европа кыргызстан оператор администратор курс текст тариф скриншот
  паспорт операция номер меню манифест логотип курьер комиссия каталог карта камера валюта этикетка`.split(/\s+/),
);

/** Where a translation may rightly be the Russian text. */
const SAME: Record<string, (russian: string) => boolean> = {
  ky: (russian) => onlyWords(russian, SHARED_WITH_KYRGYZ),
  // The warehouses' search aliases: the example is the Russian spelling a customer types.
  en: (russian) => russian === 'chicago, чикаго',
};

const part = (file: string) => file.replace(/^.*\/|\.ts$/g, '');
/** A Russian file's texts: its one exported object (`adminTexts`). */
const textsOf = (module: Texts) => Object.values(module).find((value) => value !== null && typeof value === 'object') as Texts;

describe('the web catalogues', () => {
  it('have an _other form in every Russian plural family', () => {
    expect(Object.entries(russian).flatMap(([file, module]) => pluralProblems(textsOf(module), part(file)))).toEqual([]);
  });

  describe.each(Object.entries(translations))('in %s', (language, files) => {
    it('translate every Russian file', () => {
      expect(
        Object.keys(russian)
          .map(part)
          .filter((name) => !Object.keys(files).map(part).includes(name)),
      ).toEqual([]);
    });

    it('keep every placeholder and tag, have every _other and copy no Russian text', () => {
      const problems = Object.entries(files).flatMap(([file, { default: texts }]) => {
        const original = Object.entries(russian).find(([name]) => part(name) === part(file))?.[1];
        return [
          ...translationProblems(original && textsOf(original), texts, part(file), SAME[language]),
          ...pluralProblems(texts, part(file)),
        ];
      });
      expect(problems).toEqual([]);
    });
  });
});
