import type { RootState } from '@react-three/fiber';
import { Vector3 } from 'three';

const ORIGIN = new Vector3();

/** Zoom distance: from the camera to the orbit target (the scene origin until the user pans). */
export function cameraDistanceOf(state: RootState): number {
  const controls = state.controls as unknown as { target?: Vector3 } | null;
  return state.camera.position.distanceTo(controls?.target ?? ORIGIN);
}
