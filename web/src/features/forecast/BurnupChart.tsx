import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type XAxisTickContentProps } from 'recharts';
import { useEffect, useRef, useState } from 'react';
import { useTheme } from '../../shared/theme/useTheme';
import { axisTicks } from './axisTicks';
import type { ForecastView } from './forecastApi';
import { bucketLabel } from './forecastText';

/** Chart colours per theme: axis text and lines keep their contrast on the card behind them. */
const CHART = {
  light: { grid: '#e2e8f0', axis: '#475569', scope: '#64748b', done: '#4f46e5', progress: '#0f766e', tooltip: '#ffffff', tooltipText: '#0f172a' },
  dark: { grid: '#334155', axis: '#cbd5e1', scope: '#94a3b8', done: '#a5b4fc', progress: '#5eead4', tooltip: '#0f172a', tooltipText: '#f1f5f9' },
} as const;

/** A short series marks each of its points; a long one is a plain line. */
const MAX_MARKED_POINTS = 40;
/** The chart's width the value axis and the right margin take from the time axis. */
const AXIS_INSET_PX = 60;

/**
 * Scope, done and step progress over time, by the hour for a young plan. Loaded only where a
 * forecast is shown (recharts stays out of the landing page); the lines differ by dash and
 * label, not by colour alone. Hidden from assistive technology (the numbers are a table beside
 * it), so it takes no keyboard focus either.
 */
export default function BurnupChart({ burnup, bucket }: { burnup: ForecastView['burnup']; bucket: ForecastView['burnup_bucket'] }) {
  const colours = CHART[useTheme().theme];
  const data = burnup.map((point) => ({ ...point, label: bucketLabel(point.at, bucket) }));
  const dot = (colour: string) => (data.length <= MAX_MARKED_POINTS ? { r: 3, fill: colour, stroke: colour } : false);
  const width = useWidth();
  const ticks = axisTicks(
    data.map((point) => point.label),
    width.value - AXIS_INSET_PX,
  );
  return (
    <div ref={width.ref} className="h-56 w-full" aria-hidden="true" data-testid="burnup-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke={colours.grid} />
          {/*
            The first and the last bucket are always named (a young plan's few hourly labels are
            long, and recharts kept only the last), each drawn inward from its point so it stays
            inside the chart, with as many between them as fit.
          */}
          <XAxis dataKey="label" ticks={ticks} interval={0} tick={(props: XAxisTickContentProps) => <EdgeAnchoredTick {...props} fill={colours.axis} />} stroke={colours.axis} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: colours.axis }} stroke={colours.axis} />
          <Tooltip contentStyle={{ background: colours.tooltip, color: colours.tooltipText, borderColor: colours.grid }} labelStyle={{ color: colours.tooltipText }} />
          {/* Small print like the card's other notes (text-xs): the body's 16 px outsized the chart. */}
          <Legend wrapperStyle={{ color: colours.axis, fontSize: 12 }} />
          <Line type="linear" dataKey="scope" name="Scope (todos planned)" stroke={colours.scope} strokeDasharray="6 4" dot={false} isAnimationActive={false} />
          <Line type="linear" dataKey="done" name="Done" stroke={colours.done} strokeWidth={2} dot={dot(colours.done)} isAnimationActive={false} />
          <Line type="linear" dataKey="progress" name="Done, counting steps" stroke={colours.progress} strokeDasharray="2 3" strokeWidth={2} dot={dot(colours.progress)} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** An axis label centred on its tick, but starting at the first tick and ending at the last. */
function EdgeAnchoredTick({ x, y, payload, index, visibleTicksCount, fill }: XAxisTickContentProps) {
  const anchor = index === 0 ? 'start' : index === visibleTicksCount - 1 ? 'end' : 'middle';
  return (
    <text x={x} y={y} dy="0.71em" textAnchor={anchor} fontSize={11} fill={fill}>
      {payload.value}
    </text>
  );
}

/** The element's width in pixels, kept up to date as it is resized. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(0);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    setValue(node.clientWidth);
    const observer = new ResizeObserver(() => setValue(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, value };
}
