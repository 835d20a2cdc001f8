import { describe, expect, it } from 'vitest';
import { createBusDecoder, createLocalClusterBus, encodeBusMessage, MAX_CHUNK_BYTES } from './cluster-bus.ts';

const silent = { warn: () => {} };

describe('cluster bus (decision 019)', () => {
  it('keeps a small message in one NOTIFY payload', () => {
    const [payload, ...rest] = encodeBusMessage('origen', '1', 'push.events', '{"a":1}');
    expect(rest).toEqual([]);
    expect(createBusDecoder()(payload ?? '')).toEqual({ origin: 'origen', topic: 'push.events', body: '{"a":1}' });
  });

  it('splits a large message under the 8 000-byte NOTIFY limit, on character boundaries, and joins it in any order', () => {
    const body = JSON.stringify({ text: 'Cotización ñandú 🎉 '.repeat(2000) });
    const payloads = encodeBusMessage('origen', 'x7', 'push.events', body);
    expect(payloads.length).toBeGreaterThan(5);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(Math.max(...payloads.map((p) => Buffer.byteLength(p.slice(p.indexOf('\n') + 1))))).toBeLessThanOrEqual(
      MAX_CHUNK_BYTES,
    );
    const decode = createBusDecoder();
    const shuffled = [...payloads.slice(1).reverse(), payloads[0] ?? ''];
    const results = shuffled.map((payload) => decode(payload));
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(results.at(-1)).toEqual({ origin: 'origen', topic: 'push.events', body });
  });

  it('ignores malformed payloads', () => {
    const decode = createBusDecoder();
    expect(decode('sin encabezado')).toBeNull();
    expect(decode('a b c d e\n{}')).toBeNull();
    expect(decode('a 1 3 2 tema\n{}')).toBeNull();
  });

  it('in-process: runs each subscriber once, keeps going when one throws, and stops after unsubscribe', async () => {
    const bus = createLocalClusterBus(silent);
    const seen: unknown[] = [];
    const stop = bus.subscribe<{ n: number }>('tema', (payload) => seen.push(payload.n));
    bus.subscribe('tema', () => {
      throw new Error('falla');
    });
    bus.subscribe('otro', () => seen.push('otro'));
    await bus.publish('tema', { n: 1 });
    stop();
    await bus.publish('tema', { n: 2 });
    expect(seen).toEqual([1]);
  });
});
