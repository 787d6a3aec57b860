import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { type ChartPoint, formatNumber } from './series-data';

export interface SeriesChartProps {
  points: ChartPoint[];
  name: string;
  color: string;
  /** The value with its unit, in the tooltip. */
  format: (value: number) => string;
  /** Counts (people, parcels) have no fractions on the axis. */
  whole: boolean;
}

/**
 * One series as bars. Its own chunk with recharts, loaded by the dashboard only: no other page,
 * and never the public site, downloads the charting library.
 */
export function SeriesChart({ points, name, color, format, whole }: SeriesChartProps) {
  return (
    <BarChart
      h={200}
      data={points}
      dataKey="label"
      series={[{ name: 'value', label: name, color }]}
      valueFormatter={format}
      yAxisProps={{ tickFormatter: formatNumber, allowDecimals: !whole, width: 44 }}
      withTooltip
      tooltipAnimationDuration={100}
      barProps={{ isAnimationActive: false }}
    />
  );
}
