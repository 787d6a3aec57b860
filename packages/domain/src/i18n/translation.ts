// The shape a translation of a message catalogue must have: every key of the Russian original, a
// string for a string and a function of the same arguments for a function. A key missing in a
// language is a type error, so `npm run typecheck` is the catalogue check.

export type MessageTranslation<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : MessageTranslation<T[K]>;
};
