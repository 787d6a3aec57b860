import { useEffect, useState } from 'react';

type Formatter = (phone: string) => string;
let loaded: Formatter | undefined;

/**
 * A stored phone number, grouped as people read it once the formatter has loaded (a moment after
 * the page paints); until then the number as stored, which the grouping only spaces out.
 */
export function PhoneText({ phone }: { phone: string }) {
  const [format, setFormat] = useState<Formatter | undefined>(() => loaded);
  useEffect(() => {
    if (format) return;
    let live = true;
    void import('../lib/phone-format').then(({ formatPhone }) => {
      loaded = formatPhone;
      if (live) setFormat(() => formatPhone);
    });
    return () => {
      live = false;
    };
  }, [format]);
  return format ? format(phone) : phone;
}
