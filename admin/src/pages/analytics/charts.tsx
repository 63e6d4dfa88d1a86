// The analytics charts (recharts, loaded with the analytics pages only). Each chart has its figures in
// a table beside it, so the charts carry no numbers a person must read off them.
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { BRAND_COLOR } from "../../brand";

export const COLORS = { primary: BRAND_COLOR, accent: "#f59e0b", muted: "#94a3b8", soft: "#5eead4", danger: "#e11d48" };

type Series<Row> = {
  key: keyof Row & string;
  name: string;
  color: string;
  /** bars with the same stack are drawn on top of each other */
  stack?: string;
  /** a line on the right-hand axis instead of a bar */
  line?: boolean;
};

type SeriesChartProps<Row> = {
  data: Row[];
  /** the x-axis label of a row */
  label: (row: Row) => string;
  series: Series<Row>[];
  /** how values of the left (bars) and right (lines) axes read */
  format?: (value: number) => string;
  formatRight?: (value: number) => string;
  height?: number;
};

export function SeriesChart<Row extends object>({ data, label, series, format = String, formatRight = String, height = 260 }: SeriesChartProps<Row>) {
  const rows = data.map((row) => ({ ...row, label: label(row) }));
  const lines = series.filter((item) => item.line);
  const names = new Map(series.map((item) => [item.key as string, item]));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={rows} margin={{ top: 8, right: lines.length ? 4 : 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} tickMargin={6} minTickGap={12} />
        <YAxis yAxisId="left" tick={{ fontSize: 12 }} tickFormatter={format} width={64} allowDecimals={false} />
        {lines.length > 0 && <YAxis yAxisId="right" orientation="right" tick={{ fontSize: 12 }} tickFormatter={formatRight} width={44} allowDecimals={false} />}
        <Tooltip
          formatter={(value, name) => {
            const item = [...names.values()].find((candidate) => candidate.name === name);
            return [(item?.line ? formatRight : format)(Number(value)), name];
          }}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
        {series.map((item) =>
          item.line ? (
            <Line
              key={item.key}
              yAxisId="right"
              type="monotone"
              dataKey={String(item.key)}
              name={item.name}
              stroke={item.color}
              strokeWidth={2}
              dot={rows.length <= 31}
            />
          ) : (
            <Bar
              key={item.key}
              yAxisId="left"
              dataKey={String(item.key)}
              name={item.name}
              fill={item.color}
              stackId={item.stack}
              radius={item.stack ? 0 : [3, 3, 0, 0]}
              maxBarSize={36}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

type CategoryChartProps = {
  data: { label: string; value: number }[];
  name: string;
  color?: string;
  format?: (value: number) => string;
  height?: number;
};

/** One value per category (a distribution, the weekdays). */
export function CategoryChart({ data, name, color = COLORS.primary, format = String, height = 240 }: CategoryChartProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
        <XAxis
          dataKey="label"
          tick={{ fontSize: 12 }}
          interval={0}
          angle={data.length > 7 ? -30 : 0}
          textAnchor={data.length > 7 ? "end" : "middle"}
          height={data.length > 7 ? 56 : 30}
        />
        <YAxis tick={{ fontSize: 12 }} tickFormatter={format} width={48} allowDecimals={false} />
        <Tooltip formatter={(value) => [format(Number(value)), name]} />
        <Bar dataKey="value" name={name} fill={color} radius={[3, 3, 0, 0]} maxBarSize={40} />
      </BarChart>
    </ResponsiveContainer>
  );
}
