// The key of the registration this tab made (the register answer's `registration`), kept from the
// register page to the activation page, a reload included, and never put in the URL: sent with the
// mailed code, it activates this registration and not one a stranger made with the same email.

const STORAGE_KEY = 'kerben.registration';

interface Remembered {
  email: string;
  key: string;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Storage may be refused (a private window, a full quota): then activation works as for older clients. */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberRegistration(email: string, key: string): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ email, key } satisfies Remembered));
  } catch {
    // Not kept: the code still activates when this is the only registration of the email.
  }
}

/** The key of this tab's registration of `email`, if it made one. */
export function registrationFor(email: string): string | undefined {
  try {
    const remembered = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Partial<Remembered> | null;
    return remembered?.key && remembered.email && sameEmail(remembered.email, email) ? remembered.key : undefined;
  } catch {
    return undefined;
  }
}

export function forgetRegistration(): void {
  storage()?.removeItem(STORAGE_KEY);
}
