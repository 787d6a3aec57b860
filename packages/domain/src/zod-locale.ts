import { z } from 'zod';
import { ru } from 'zod/locales';
import { currentLanguage, registeredTranslation } from './i18n/localize';
import { MSG } from './messages';

const russian = ru().localeError;

// zod's own messages, for the server's answers and the browser's forms alike, in the current
// language: Russian from zod's `ru` locale, the others from the language's translations (ZOD_LOCALE
// of i18n/en/zod.ts, zod's `en`, and i18n/ky/zod.ts, ours), which load with that language. A field
// that was not sent at all says the forms' generic message (MSG.required), not zod's "expected string".
z.config({
  localeError: (issue) => {
    const own = registeredTranslation(currentLanguage(), 'ZOD_LOCALE') as z.core.$ZodErrorMap | undefined;
    return (typeof own === 'function' ? own : russian)(issue);
  },
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? MSG.required : undefined),
});
