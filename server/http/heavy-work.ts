import type { Readable } from 'node:stream';
import { ERROR_CODES } from '../../common/error-codes.plain';
import { DB_POOL_MAX } from '../db/open';
import { AppError } from './errors';

/**
 * Heavy work (CSV imports, their previews, exports) holds a database connection for long. One
 * user's twelve imports at once held the whole pool and everyone else's requests queued behind
 * them (issue #16). Each instance runs at most HEAVY_PER_USER of a user's heavy requests and
 * HEAVY_TOTAL of everyone's at once, so at least half the pool is always left for the rest;
 * past either bound the request answers 429 with Retry-After at once rather than wait.
 */
export const HEAVY_PER_USER = 2;
export const HEAVY_TOTAL = Math.max(1, Math.floor(DB_POOL_MAX / 2));
const RETRY_AFTER_S = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /** CSV imports, previews and exports, the app's and the public API's: one bound for both. */
    csvWork: HeavyWork;
  }
}

export class HeavyWork {
  private readonly running = new Map<number, number>();
  private total = 0;

  constructor(
    private readonly perUser = HEAVY_PER_USER,
    private readonly inAll = HEAVY_TOTAL,
    /** What the 429s say: the work of this user, then everyone's (image uploads say their own). */
    private readonly busy = {
      mine: 'Another import or export of yours is still running. Please try again in a few seconds.',
      everyone: 'The server is busy with other imports and exports. Please try again in a few seconds.',
    },
  ) {}

  /** Takes a place for this user or throws the 429; returns the function that gives it back (once). */
  acquire(userId: number): () => void {
    const mine = this.running.get(userId) ?? 0;
    if (mine >= this.perUser) {
      throw new AppError(429, ERROR_CODES.tooManyRequests, this.busy.mine, RETRY_AFTER_S);
    }
    if (this.total >= this.inAll) {
      throw new AppError(429, ERROR_CODES.tooManyRequests, this.busy.everyone, RETRY_AFTER_S);
    }
    this.running.set(userId, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left === 0) this.running.delete(userId);
      else this.running.set(userId, left);
    };
  }

  /** Runs a piece of heavy work in a place of its own, whatever the client does meanwhile. */
  async run<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const release = this.acquire(userId);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Like run, for a stream: the place is held until the stream has ended or been destroyed. */
  async stream(userId: number, open: () => Promise<Readable>): Promise<Readable> {
    const release = this.acquire(userId);
    try {
      const stream = await open();
      stream.once('close', release);
      return stream;
    } catch (error) {
      release();
      throw error;
    }
  }
}
