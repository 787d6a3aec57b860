// WCAG 2.x contrast, for the theme's colours (theme.ts) and the few colours chosen by people
// (bulletin board categories), so that text drawn in them stays readable.

/** WCAG AA: normal text; large text and the parts of controls need 3:1. */
export const TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

const luminances = new Map<string, number>();

/** Relative luminance (WCAG 2.x). Remembered per colour: the theme asks for the same few hundred while a page hydrates. */
export function luminance(hex: string): number {
  let value = luminances.get(hex);
  if (value === undefined) {
    const [r, g, b] = channels(hex).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    value = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    luminances.set(hex, value);
  }
  return value;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `hex` mixed with black by `amount` (0 to 1), which keeps its hue. */
export function darken(hex: string, amount: number): string {
  return toHex(channels(hex).map((channel) => channel * (1 - amount)) as [number, number, number]);
}

/** How far readableOn darkens, step by step: 0, 2%, 4%… up to 98%. */
const DARKENING: readonly number[] = (() => {
  const amounts: number[] = [];
  for (let amount = 0; amount < 1; amount += 0.02) amounts.push(amount);
  return amounts;
})();

/**
 * `hex` itself when it reaches `ratio` against every one of `backgrounds`, else the lightest
 * darker shade of it that does (darkened in steps of 2%).
 */
export function readableOn(hex: string, backgrounds: readonly string[], ratio = TEXT_CONTRAST): string {
  const shadeAt = (step: number) => darken(hex, DARKENING[step] ?? 1);
  const reads = (step: number) => {
    const shade = shadeAt(step);
    return backgrounds.every((background) => contrastRatio(shade, background) >= ratio);
  };
  // On backgrounds lighter than the colour, each darker step reads better than the one before, so the
  // first step that reads is found by halving (6 tries instead of up to 50: the theme runs this while a
  // page hydrates). On a darker background contrast first falls, then rises: every step is tried.
  const onLighter = backgrounds.every((background) => luminance(shadeAt(0)) <= luminance(background));
  if (!onLighter) {
    for (let step = 0; step < DARKENING.length; step += 1) if (reads(step)) return shadeAt(step);
    return '#000000';
  }
  let low = 0;
  let high = DARKENING.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (reads(middle)) high = middle;
    else low = middle + 1;
  }
  return low < DARKENING.length ? shadeAt(low) : '#000000';
}
