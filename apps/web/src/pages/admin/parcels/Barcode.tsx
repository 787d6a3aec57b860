import { code128 } from './labels';

const QUIET_ZONE = 10;

/** Wider modules help no scanner: a short code stays this narrow per module rather than filling the label. */
const MAX_MODULE_MM = 0.5;

export interface BarcodeProps {
  value: string;
  /** The bars' height in CSS units ('24mm'); the width is the container's. */
  height: string;
  /** What a screen reader hears. */
  label: string;
}

/**
 * A Code 128 barcode as SVG rectangles, so it prints sharp at any size: one unit of the view box
 * is one module, stretched to the width of its box, with the quiet zone scanners need on each side.
 */
export function Barcode({ value, height, label }: BarcodeProps) {
  const code = code128(value);
  if (!code) return null;
  const width = code.modules.length + QUIET_ZONE * 2;
  const bars: { x: number; w: number }[] = [];
  code.modules.forEach((bar, index) => {
    if (!bar) return;
    const last = bars[bars.length - 1];
    if (last && last.x + last.w === index + QUIET_ZONE) last.w += 1;
    else bars.push({ x: index + QUIET_ZONE, w: 1 });
  });
  return (
    <svg
      viewBox={`0 0 ${width} 100`}
      width="100%"
      height={height}
      style={{ display: 'block', margin: '0 auto', maxWidth: `${width * MAX_MODULE_MM}mm` }}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      data-testid="label-barcode"
      data-value={value}
    >
      <rect x={0} y={0} width={width} height={100} fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={0} width={bar.w} height={100} fill="#000" />
      ))}
    </svg>
  );
}
