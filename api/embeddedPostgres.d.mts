export type EmbeddedPostgresHandle = { url: string; adminUrl: string; port: number; dataDir: string; stop(): Promise<void> };
export function freePort(): Promise<number>;
export function recoverStalePostmaster(dataDir: string, log?: (message: string) => void): Promise<void>;
export function startEmbeddedPostgres(options?: { dataDir?: string; port?: number; database?: string; log?: (message: string) => void }): Promise<EmbeddedPostgresHandle>;
