import type { ReactNode } from 'react';
import { ApiError } from './api-error';
import { notifyFailure } from './notify';

/** The parts of a Mantine form this helper needs (any `useForm` result fits). */
interface FormLike {
  getValues: () => object;
  setFieldError: (path: string, error: ReactNode) => void;
}

export interface ServerErrorOptions {
  /** Server field name -> form field name, where they differ (`unique_id_user` -> `client`). */
  rename?: Record<string, string>;
  /** Fields the form shows; defaults to the keys of the form's values. */
  fields?: readonly string[];
  /** The notification's title, what failed ('Не удалось добавить продукт'); defaults to 'Ошибка'. */
  failureTitle?: string;
}

/**
 * Puts the server's `{field: [message]}` answer beside the form's fields and shows `{detail}` (and
 * messages for fields the form does not have) in a notification. The typed values stay as they
 * are. Returns the form fields that received a message.
 */
export function applyServerErrors(form: FormLike, error: unknown, options: ServerErrorOptions = {}): string[] {
  const title = options.failureTitle;
  if (!(error instanceof ApiError)) {
    notifyFailure(error, { title });
    return [];
  }
  const known = new Set(options.fields ?? Object.keys(form.getValues()));
  const applied: string[] = [];
  const leftover: string[] = [];
  for (const [serverField, messages] of Object.entries(error.fields)) {
    const field = options.rename?.[serverField] ?? serverField;
    // A row of a list field ('items.0.description') goes beside that row's input.
    if (known.has(field) || known.has(field.split('.')[0] ?? field)) {
      form.setFieldError(field, messages.join(' '));
      applied.push(field);
    } else {
      leftover.push(...messages);
    }
  }
  const notice = [error.detail, ...leftover].filter(Boolean).join(' ');
  if (notice) notifyFailure(error, { title, message: notice });
  else if (applied.length === 0) notifyFailure(error, { title });
  return applied;
}
