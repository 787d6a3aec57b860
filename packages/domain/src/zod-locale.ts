import { z } from 'zod';
import { ru } from 'zod/locales';

// Default zod messages in Russian, for the server's answers and the browser's forms alike.
z.config(ru());
