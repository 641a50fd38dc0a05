import { useEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';

/** What the renderer did for the last frame, for measuring large graphs. */
export type GraphStats = {
  drawCalls: number;
  triangles: number;
  points: number;
  lines: number;
  nodes: number;
  frames: number;
  fps: number;
};

declare global {
  interface Window {
    __graphStats?: GraphStats;
  }
}

/** Exposed in development, or in any build when localStorage `graph_stats` is '1' (tests). */
export function graphStatsEnabled(): boolean {
  try {
    return import.meta.env.DEV || window.localStorage.getItem('graph_stats') === '1';
  } catch {
    return false;
  }
}

/** Publishes renderer.info of the previous frame on `window.__graphStats`. */
export function GraphStatsProbe({ nodes }: { nodes: number }) {
  const frames = useRef(0);
  const windowStart = useRef(performance.now());
  const windowFrames = useRef(0);
  const fps = useRef(0);

  useEffect(() => () => void delete window.__graphStats, []);

  useFrame(({ gl }) => {
    frames.current += 1;
    windowFrames.current += 1;
    const now = performance.now();
    if (now - windowStart.current >= 1000) {
      fps.current = (windowFrames.current * 1000) / (now - windowStart.current);
      windowStart.current = now;
      windowFrames.current = 0;
    }
    const { render } = gl.info;
    window.__graphStats = {
      drawCalls: render.calls,
      triangles: render.triangles,
      points: render.points,
      lines: render.lines,
      nodes,
      frames: frames.current,
      fps: Math.round(fps.current * 10) / 10,
    };
  });
  return null;
}
