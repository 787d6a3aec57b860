import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ChartPoint } from './series-data';

export interface SeriesChartProps {
  points: ChartPoint[];
  name: string;
  color: string;
  format: (value: number) => string;
}

/**
 * One series as bars. Its own chunk with recharts, loaded by the dashboard only: no other page,
 * and never the public site, downloads the charting library.
 */
export function SeriesChart({ points, name, color, format }: SeriesChartProps) {
  return (
    <BarChart
      h={200}
      data={points}
      dataKey="label"
      series={[{ name: 'value', label: name, color }]}
      valueFormatter={format}
      tickLine="y"
      gridAxis="y"
      withTooltip
      tooltipAnimationDuration={100}
      barProps={{ isAnimationActive: false }}
    />
  );
}
