/** Runs `work` while no other process runs work under the same key; a second caller waits its turn. */
export type ExclusiveByKey = <T>(key: string, work: () => Promise<T>) => Promise<T>;
