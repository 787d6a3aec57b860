import { z } from 'zod';
import { ru } from 'zod/locales';
import { MSG } from './messages';

// Default zod messages in Russian, for the server's answers and the browser's forms alike. A
// field that was not sent at all says the forms' generic message (MSG.required), not zod's
// "ожидалось string, получено undefined".
z.config(ru());
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? MSG.required : undefined),
});
