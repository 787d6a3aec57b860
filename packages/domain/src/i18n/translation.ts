// The shape a translation of a message catalogue must have: every key of the Russian original, a
// string for a string and a function of the same arguments for a function. A key missing in a
// language is a type error, so `npm run typecheck` is the catalogue check.

export type MessageTranslation<T> = {
  [K in keyof T]: Translated<T[K]>;
};

/**
 * One value of a catalogue translated: a string stays a string (not the Russian literal), a
 * function keeps its arguments and returns its result translated (a mail's `{ subject, text }`),
 * numbers and other non-text values keep their type, arrays and objects are translated item by item.
 */
export type Translated<T> = T extends string
  ? string
  : T extends number | boolean | bigint | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translated<R>
      : T extends readonly (infer E)[]
        ? readonly Translated<E>[]
        : { [K in keyof T]: Translated<T[K]> };
