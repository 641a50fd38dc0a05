export type EmbeddedPostgresHandle = {
  url: string;
  adminUrl: string;
  port: number;
  dataDir: string;
  clusterDir: string;
  /** The postmaster's pid (a new one after a restart). */
  readonly pid: number;
  stop(): Promise<void>;
  discard(): Promise<void>;
};
export const SHARED_ROOT: string;
export function freePort(): Promise<number>;
export function randomPassword(): string;
export function recoverStalePostmaster(dataDir: string, log?: (message: string) => void): Promise<void>;
export function startEmbeddedPostgres(options?: {
  dataDir?: string;
  port?: number;
  database?: string;
  superuserPassword?: string;
  previousPassword?: string;
  appRole?: { name: string; password: string };
  /** A cluster deleted after use (tests): no flushes to disk. */
  throwaway?: boolean;
  /** Start the server again when it dies before `stop` (supervision by its owner). */
  restartOnExit?: boolean;
  /** Run the server in a session of its own: a Ctrl-C at the terminal reaches only the caller, which stops it. */
  ownSession?: boolean;
  log?: (message: string) => void;
}): Promise<EmbeddedPostgresHandle>;
