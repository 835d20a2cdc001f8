import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, disconnectRealtime } from './realtime';

const constructed = vi.hoisted(() => ({ echo: 0 }));
vi.mock('laravel-echo', () => ({
  default: class {
    connector = { pusher: { connection: { bind: () => undefined } } };
    constructor() {
      constructed.echo += 1;
    }
    disconnect() {}
  },
}));
vi.mock('pusher-js', () => ({ default: class {} }));

const config = { key: 'app-key', cluster: 'mt1', wsHost: null, wsPort: null, forceTLS: false };

afterEach(() => disconnectRealtime());

describe('realtime connection (issue 18: blocking time on a phone)', () => {
  it('connects in a task after the one that evaluated pusher-js and laravel-echo', async () => {
    const echo = connectRealtime('token-1', config);
    // Every microtask after the imports resolve still belongs to their task: no connection yet.
    await vi.dynamicImportSettled();
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(constructed.echo).toBe(0);
    await echo;
    expect(constructed.echo).toBe(1);
  });
});
