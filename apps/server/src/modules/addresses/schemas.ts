import { ADDRESS_MSG, idField } from '@kerben/domain';
import { z } from 'zod';

// The bodies are the shared form schemas of packages/domain; the owner's query is the server's.

/** `?user=` names another person's addresses: honoured for admins, ignored for customers. */
export const forUserQuery = z.object({ user: idField(() => ADDRESS_MSG.userInvalid).optional() });
