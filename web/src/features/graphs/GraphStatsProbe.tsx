import { useEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Vector3 } from 'three';
import type { GraphModel } from './graphModel';
import { labelCount, labelOverlaps } from './labelCount';

/** What the renderer did for the last frame, for measuring large graphs. */
export type GraphStats = {
  drawCalls: number;
  triangles: number;
  points: number;
  lines: number;
  nodes: number;
  frames: number;
  fps: number;
  /** Labels typeset and drawn. */
  labels: number;
  /** Pairs of drawn labels that cover one another on the canvas. */
  labelOverlaps: number;
  /** Spheres whose centre lies outside the canvas. */
  offScreen: number;
};

const projected = new Vector3();

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
export function GraphStatsProbe({ model }: { model: GraphModel }) {
  const frames = useRef(0);
  const windowStart = useRef(performance.now());
  const windowFrames = useRef(0);
  const fps = useRef(0);

  useEffect(() => () => void delete window.__graphStats, []);

  useFrame(({ gl, camera, size }) => {
    frames.current += 1;
    windowFrames.current += 1;
    const now = performance.now();
    if (now - windowStart.current >= 1000) {
      fps.current = (windowFrames.current * 1000) / (now - windowStart.current);
      windowStart.current = now;
      windowFrames.current = 0;
    }
    const { render } = gl.info;
    let offScreen = 0;
    for (const node of model.nodes) {
      projected.set(...node.position).project(camera);
      if (Math.abs(projected.x) > 1 || Math.abs(projected.y) > 1) offScreen += 1;
    }
    window.__graphStats = {
      drawCalls: render.calls,
      triangles: render.triangles,
      points: render.points,
      lines: render.lines,
      nodes: model.nodes.length,
      frames: frames.current,
      fps: Math.round(fps.current * 10) / 10,
      labels: labelCount(),
      labelOverlaps: labelOverlaps(camera, size.width, size.height),
      offScreen,
    };
  });
  return null;
}
