import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes the chunks to `file` so that the file is either absent or whole: they go to a
 * temporary file beside it (mode 0600: a backup holds password hashes and wrapped keys),
 * which is flushed to disk and then renamed over `file`. A failure removes the temporary
 * file and leaves any earlier `file` as it was; so does `signal` aborting before the rename.
 */
export async function writeFileAtomically(file: string, chunks: AsyncIterable<string>, options: { signal?: AbortSignal } = {}): Promise<void> {
  const target = path.resolve(file);
  const dir = path.dirname(target);
  const temporary = path.join(dir, `.${path.basename(target)}.${process.pid}.partial`);
  let renamed = false;
  try {
    await pipeline(Readable.from(chunks), fs.createWriteStream(temporary, { flags: 'wx', mode: 0o600 }), { signal: options.signal });
    const written = await fs.promises.open(temporary, 'r+');
    await written.sync().finally(() => written.close());
    await fs.promises.rename(temporary, target);
    renamed = true;
    // The rename itself survives a crash once the directory is flushed too.
    const dirHandle = await fs.promises.open(dir, 'r');
    await dirHandle.sync().finally(() => dirHandle.close());
  } finally {
    if (!renamed) await fs.promises.rm(temporary, { force: true });
  }
}
