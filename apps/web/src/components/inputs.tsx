import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';

// The fields whose kind says how to type them, the same in every form: an email or a link gets the
// phone's keyboard for it, a long text grows with what is written. What the field is for (its
// label, autofill, rules) stays with the form: the customer's own email autofills, a client's typed
// by an admin does not.

/** An email address: the email keyboard on a phone. */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" inputMode="email" {...props} />;
}

/** A link to a page: the URL keyboard on a phone. */
export function UrlInput(props: TextInputProps) {
  return <TextInput type="url" inputMode="url" {...props} />;
}

/** A description of several sentences: three lines to start with, growing to eight, then scrolling. */
export function LongTextInput(props: TextareaProps) {
  return <Textarea autosize minRows={3} maxRows={8} {...props} />;
}
