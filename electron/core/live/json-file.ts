/** Small JSON files under the data folder: read tolerantly, written atomically (temp + rename). */
import { readFile } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';

/** The parsed file, or `fallback` when it does not exist yet. A corrupt file is an error, not silently replaced. */
export async function readJsonFile<T>(path: string, fallback: T): Promise<T> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw e;
  }
  return JSON.parse(text) as T;
}

export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  // 0600 like every file of the data folder: the ledger and geo baselines are the operator's own.
  await writeFileAtomic(path, `${JSON.stringify(value, null, 1)}\n`, { encoding: 'utf8', mode: 0o600 });
}

/** Serialises writers of one file so two quick appends cannot lose each other's rows. */
export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const next = this.tail.then(job, job);
    this.tail = next.catch(() => undefined);
    return next;
  }
}
