import type { CardBrand } from '@kerben/domain';
import { IconCreditCard } from '@tabler/icons-react';

const FONT = 'Arial, Helvetica, sans-serif';

/** The marks people know from the card itself, drawn small (no image files, no third-party logos). */
function Mark({ brand }: { brand: CardBrand }) {
  switch (brand) {
    case 'Visa':
      return (
        <>
          <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#d5d9e0" />
          <text
            x="20"
            y="17.5"
            textAnchor="middle"
            fontFamily={FONT}
            fontSize="12"
            fontWeight="900"
            fontStyle="italic"
            fill="#1a1f71"
          >
            VISA
          </text>
        </>
      );
    case 'Mastercard':
      return (
        <>
          <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#d5d9e0" />
          <circle cx="15.5" cy="13" r="7.5" fill="#eb001b" />
          <circle cx="24.5" cy="13" r="7.5" fill="#f79e1b" />
          <path d="M20 7a7.5 7.5 0 0 1 0 12 7.5 7.5 0 0 1 0-12z" fill="#ff5f00" />
        </>
      );
    case 'Mir':
      return (
        <>
          <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#d5d9e0" />
          <text x="20" y="17.5" textAnchor="middle" fontFamily={FONT} fontSize="11.5" fontWeight="900" fill="#0f754e">
            МИР
          </text>
        </>
      );
    case 'American Express':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#2e77bc" />
          <text x="20" y="17" textAnchor="middle" fontFamily={FONT} fontSize="10" fontWeight="900" fill="#fff">
            AMEX
          </text>
        </>
      );
  }
}

/** The brand of a card as its mark, named for screen readers ('Visa'); a plain card icon when unknown. */
export function CardBrandMark({ brand, size = 40 }: { brand: CardBrand | null; size?: number }) {
  if (!brand)
    return <IconCreditCard size={Math.round(size * 0.65)} stroke={1.6} color="var(--mantine-color-gray-5)" aria-hidden />;
  return (
    <svg width={size} height={Math.round((size * 26) / 40)} viewBox="0 0 40 26" role="img" aria-label={brand}>
      <title>{brand}</title>
      <Mark brand={brand} />
    </svg>
  );
}
