import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ForecastView } from './forecastApi';

/**
 * Scope and done over time. Loaded only where a forecast is shown (recharts stays out of the
 * landing page); the two lines differ by dash and label, not by colour alone.
 */
export default function BurnupChart({ burnup }: { burnup: ForecastView['burnup'] }) {
  return (
    <div className="h-56 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={burnup} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tick={{ fontSize: 11 }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend />
          <Line type="stepAfter" dataKey="scope" name="Scope (todos planned)" stroke="#64748b" strokeDasharray="6 4" dot={false} isAnimationActive={false} />
          <Line type="stepAfter" dataKey="done" name="Done" stroke="#4f46e5" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
