// The shape a translation of a catalogue must have: every key of the Russian original, a string for
// a string, a function of the same arguments for a function (answering the translation of what the
// Russian one answers: a mail's subject and text), a list for a list. A key missing in a language
// is a type error, so `npm run typecheck` is the catalogue check.

export type MessageTranslation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => MessageTranslation<R>
    : T extends object
      ? { [K in keyof T]: MessageTranslation<T[K]> }
      : T;
