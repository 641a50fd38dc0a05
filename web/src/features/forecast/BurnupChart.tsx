import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '../../shared/theme/useTheme';
import type { ForecastView } from './forecastApi';

/** Chart colours per theme: axis text and lines keep their contrast on the card behind them. */
const CHART = {
  light: { grid: '#e2e8f0', axis: '#475569', scope: '#64748b', done: '#4f46e5', tooltip: '#ffffff', tooltipText: '#0f172a' },
  dark: { grid: '#334155', axis: '#cbd5e1', scope: '#94a3b8', done: '#a5b4fc', tooltip: '#0f172a', tooltipText: '#f1f5f9' },
} as const;

/**
 * Scope and done over time. Loaded only where a forecast is shown (recharts stays out of the
 * landing page); the two lines differ by dash and label, not by colour alone. Hidden from
 * assistive technology (the numbers are a table beside it), so it takes no keyboard focus either.
 */
export default function BurnupChart({ burnup }: { burnup: ForecastView['burnup'] }) {
  const colours = CHART[useTheme().theme];
  return (
    <div className="h-56 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={burnup} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={colours.grid} />
          <XAxis dataKey="date" tick={{ fontSize: 11, fill: colours.axis }} stroke={colours.axis} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: colours.axis }} stroke={colours.axis} />
          <Tooltip contentStyle={{ background: colours.tooltip, color: colours.tooltipText, borderColor: colours.grid }} labelStyle={{ color: colours.tooltipText }} />
          <Legend wrapperStyle={{ color: colours.axis }} />
          <Line type="stepAfter" dataKey="scope" name="Scope (todos planned)" stroke={colours.scope} strokeDasharray="6 4" dot={false} isAnimationActive={false} />
          <Line type="stepAfter" dataKey="done" name="Done" stroke={colours.done} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
