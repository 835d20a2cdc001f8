import v8 from 'node:v8';
import vm from 'node:vm';

// Keeps the heap of a long import close to what it really holds (decision 025, memory addendum).
//
// V8 runs a full collection of the old generation only when it has grown a good deal past what
// survived the previous one. An import allocates ~100 MB of short-lived objects (rows read, the
// products compared a chunk at a time, the statements' results) that live long enough to be
// promoted, so the server's resident memory rose by ~150 MB where ~60 MB were live. Measured on
// 20 000 products: peak RSS 311 MB unpaced, 219 MB with the heap capped at 96 MB
// (--max-old-space-size), 236 MB paced (in-process runs, 152 MB before). A process-wide cap would risk the whole server; instead the
// import asks for a full collection itself whenever the heap has grown HEAP_SLACK_BYTES since the
// last one (a few per import, ~20–60 ms each).

const HEAP_SLACK_BYTES = 32 * 1024 * 1024;

/** V8's `gc()`, exposed at run time (node has no other API for it); null where that is not allowed. */
function exposeGc(): (() => void) | null {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (typeof existing === 'function') return existing;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

let collect: (() => void) | null | undefined;

export class HeapPacer {
  private floor = v8.getHeapStatistics().used_heap_size;

  /** Collects when the heap has grown by more than the slack since the last collection. */
  check(): void {
    if (v8.getHeapStatistics().used_heap_size - this.floor < HEAP_SLACK_BYTES) return;
    if (collect === undefined) collect = exposeGc();
    if (!collect) return;
    collect();
    this.floor = v8.getHeapStatistics().used_heap_size;
  }
}
