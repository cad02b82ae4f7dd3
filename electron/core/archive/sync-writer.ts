/**
 * One sync's rows from the console into the archive: pages of attempts made staged CSV
 * (staged-page.ts), written to the sync's files (sync-files.ts), each full batch handed to
 * the archive process, then one commit. The archive answers a batch once the one before is
 * read; with at most AHEAD batches unanswered, a slow archive holds the reader back and the
 * files waiting on disk stay a few megabytes. Until the commit the archive holds nothing of it.
 */
import type { Attempt } from '../../../shared/api/records';
import type { IpLookup } from '../insights/ip-data';
import type { ArchiveAnswers } from './protocol';
import type { ArchiveSession } from './session';
import { StagedPageMaker } from './staged-page';
import { type SyncBatch, SyncFiles } from './sync-files';

/** Batches handed over and not yet answered, at most: the archive runs at a lower priority (child.ts) and catches up in bursts. */
const AHEAD = 2;

export class SyncWriter {
  private readonly unanswered: Promise<unknown>[] = [];
  private ended = false;

  private constructor(
    private readonly archive: ArchiveSession,
    private readonly maker: StagedPageMaker,
    private readonly files: SyncFiles,
    /** The newest second archived when the sync started (rows after it are all new); null for none. */
    readonly since: string | null,
  ) {}

  /** `kept`: places and shapes remembered at most (staged-page.ts); tests make it small. */
  static async start(archive: ArchiveSession, ip: IpLookup, kept?: number): Promise<SyncWriter> {
    const { since, dir } = await archive.request({ op: 'syncStart' });
    return new SyncWriter(archive, new StagedPageMaker(ip, since, kept), new SyncFiles(dir), since);
  }

  private async handOver(batch: SyncBatch | null): Promise<void> {
    if (batch === null) return;
    if (this.unanswered.length >= AHEAD) await this.unanswered.shift();
    const answer = this.archive.request({ op: 'stage', batch });
    // A refused batch is thrown where it is awaited (here, or at the commit), never left unhandled.
    answer.catch(() => undefined);
    this.unanswered.push(answer);
  }

  /** Rows as the service lists them, newest first. */
  async add(rows: readonly Attempt[]): Promise<void> {
    await this.handOver(this.files.add(this.maker.make(rows)));
  }

  /** Adds every row written, once each; answers how many were new, and what the re-read found. */
  async commit(): Promise<ArchiveAnswers['syncCommit']> {
    await this.handOver(this.files.handOver());
    for (const answer of this.unanswered.splice(0)) await answer;
    this.ended = true;
    const boundaryRows = this.files.finish();
    return this.archive.request({ op: 'syncCommit', boundaryRows, least: this.files.boundaryLeast });
  }

  /** Adds nothing: the archive process drops the sync's transaction and files. Nothing after a commit. */
  async abort(): Promise<void> {
    this.files.finish();
    if (this.ended) return;
    this.ended = true;
    await Promise.allSettled(this.unanswered.splice(0));
    await this.archive.request({ op: 'syncAbort' }).catch(() => undefined);
  }
}
