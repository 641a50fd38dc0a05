import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { GraphCanvas, type GraphControlsHandle } from './GraphCanvas';
import { GraphHelpPanel } from './GraphHelpPanel';
import { GraphLegend } from './GraphLegend';
import type { GraphModel, GraphView as GraphViewKind } from './graphModel';
import { GraphNodeList } from './GraphNodeList';
import type { GraphSettings } from './graphSettings';
import { GraphToolbar } from './GraphToolbar';
import { NodeDetailPanel } from './NodeDetailPanel';
import { NodeTooltip } from './NodeTooltip';
import { useTheme } from '../../shared/theme/useTheme';
import { hasWebGL } from './webglSupport';
import { GraphUnavailable, WebGLErrorBoundary } from './WebGLErrorBoundary';

type Props = { view: GraphViewKind; model: GraphModel; settings: GraphSettings; header: ReactNode };

type Hover = { index: number; x: number; y: number } | null;

/** Header, the 3D scene with its overlays (toolbar, legend, help, tooltip, details) and the node list. */
export function GraphView({ view, model, settings, header }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const controls = useRef<GraphControlsHandle | null>(null);
  const webgl = useMemo(() => hasWebGL(), []);
  const { theme } = useTheme();
  const [hover, setHover] = useState<Hover>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [rotating, setRotating] = useState(true);
  const [showLegend, setShowLegend] = useState(false);
  const [showHelp, setShowHelp] = useState(false);

  const onHover = useCallback((index: number | null, clientX: number, clientY: number) => {
    if (index === null) {
      setHover(null);
      document.body.style.cursor = '';
      return;
    }
    const box = container.current?.getBoundingClientRect();
    setHover({ index, x: clientX - (box?.left ?? 0), y: clientY - (box?.top ?? 0) });
    document.body.style.cursor = 'pointer';
  }, []);

  const onSelect = useCallback((index: number) => setSelected(index), []);

  const helpLabel = view === 'odyssey' ? 'Info' : 'Controls';
  const hovered = hover?.index ?? null;

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
      {header}
      <div
        ref={container}
        className="relative h-[min(70vh,115vw)] min-h-[22rem] overflow-hidden sm:h-[70vh] sm:min-h-[26rem] rounded-xl border border-slate-300 bg-slate-100 dark:border-slate-800 dark:bg-slate-950"
        onPointerLeave={() => onHover(null, 0, 0)}
      >
        {webgl ? (
          <WebGLErrorBoundary>
            <GraphCanvas
              model={model}
              settings={settings}
              hovered={hovered}
              selected={selected}
              autoRotate={rotating}
              theme={theme}
              controlsRef={controls}
              onHover={onHover}
              onSelect={onSelect}
            />
          </WebGLErrorBoundary>
        ) : (
          <GraphUnavailable />
        )}
        <div className="absolute top-3 left-3 z-10 flex max-h-[calc(100%-1.5rem)] flex-col items-start gap-2 overflow-y-auto">
          <GraphToolbar
            rotating={rotating}
            onToggleRotate={() => setRotating((value) => !value)}
            onReset={() => controls.current?.reset()}
            toggles={[
              { label: 'Legend', pressed: showLegend, onToggle: () => setShowLegend((value) => !value) },
              { label: helpLabel, pressed: showHelp, onToggle: () => setShowHelp((value) => !value) },
            ]}
          />
          {showLegend ? <GraphLegend view={view} theme={theme} /> : null}
          {showHelp ? <GraphHelpPanel title={helpLabel} counts={view === 'odyssey' ? model.counts : undefined} /> : null}
        </div>
        {hover && model.nodes[hover.index] ? <NodeTooltip node={model.nodes[hover.index]} x={hover.x} y={hover.y} /> : null}
        {selected !== null && model.nodes[selected] ? (
          <NodeDetailPanel node={model.nodes[selected]} nodes={model.nodes} view={view} onClose={() => setSelected(null)} />
        ) : null}
      </div>
      <GraphNodeList model={model} selected={selected} onSelect={onSelect} />
    </div>
  );
}
