import type { core } from 'zod';

// zod's own messages in Kyrgyz: zod has no Kyrgyz locale. Almost every field of Kerben states its
// own message (the catalogues); these are what a malformed request hears where none is stated.

const TYPES: Record<string, string> = {
  string: 'текст',
  number: 'сан',
  bigint: 'сан',
  boolean: 'ооба же жок',
  object: 'объект',
  array: 'тизме',
  date: 'дата',
  undefined: 'эч нерсе',
  null: 'null',
  nan: 'NaN',
};

const FORMATS: Record<string, string> = {
  email: 'электрондук почтанын дареги',
  url: 'шилтеме',
  uuid: 'UUID',
  datetime: 'ISO форматындагы дата жана убакыт',
  date: 'ISO форматындагы дата',
  time: 'ISO форматындагы убакыт',
  e164: 'E.164 форматындагы телефон номери',
};

const typeName = (type: string) => TYPES[type] ?? type;

function inputType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

const show = (value: unknown) => (typeof value === 'string' ? `«${value}»` : String(value));

function size(issue: { origin?: string; exact?: boolean }, bound: string, limit: 'most' | 'least'): string | null {
  const unit = issue.origin === 'string' ? 'белги' : issue.origin === 'array' || issue.origin === 'set' ? 'элемент' : null;
  if (!unit) return null;
  if (issue.exact) return `так ${bound} ${unit} болушу керек`;
  return `${limit === 'most' ? 'эң көп' : 'эң аз'} ${bound} ${unit} болушу керек`;
}

export const ZOD_LOCALE: core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `Туура эмес маалымат: ${typeName(issue.expected)} күтүлгөн, ${typeName(inputType(issue.input))} келди`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Туура эмес маани: ${show(issue.values[0])} күтүлгөн`
        : `Туура эмес маани: булардын бири күтүлгөн: ${issue.values.map(show).join(', ')}`;
    case 'too_big': {
      const bound = String(issue.maximum);
      const sized = size(issue, bound, 'most');
      if (sized) return `Өтө ${issue.origin === 'string' ? 'узун' : 'көп'}: ${sized}`;
      return issue.inclusive ? `Өтө чоң: маани ${bound} санынан ашпашы керек` : `Өтө чоң: маани ${bound} санынан аз болушу керек`;
    }
    case 'too_small': {
      const bound = String(issue.minimum);
      const sized = size(issue, bound, 'least');
      if (sized) return `Өтө ${issue.origin === 'string' ? 'кыска' : 'аз'}: ${sized}`;
      return issue.inclusive
        ? `Өтө кичине: маани ${bound} санынан кем болбошу керек`
        : `Өтө кичине: маани ${bound} санынан чоң болушу керек`;
    }
    case 'invalid_format':
      if (issue.format === 'starts_with') return `Текст ${show(issue.prefix)} менен башталышы керек`;
      if (issue.format === 'ends_with') return `Текст ${show(issue.suffix)} менен бүтүшү керек`;
      if (issue.format === 'includes') return `Текстте ${show(issue.includes)} болушу керек`;
      if (issue.format === 'regex') return 'Текст талап кылынган форматка туура келбейт';
      return `Туура эмес формат: ${FORMATS[issue.format] ?? issue.format} күтүлгөн`;
    case 'not_multiple_of':
      return `Туура эмес сан: ${issue.divisor} санына бөлүнүшү керек`;
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'Белгисиз талаалар' : 'Белгисиз талаа'}: ${issue.keys.join(', ')}`;
    case 'invalid_element':
    case 'invalid_key':
      return 'Тизмеде туура эмес маани бар';
    default:
      return 'Туура эмес маалымат';
  }
};
