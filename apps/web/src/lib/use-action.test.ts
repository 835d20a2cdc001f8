import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useAction', () => {
  it('runs once while pending: a second call before the first settles does nothing', async () => {
    const gate = deferred();
    const action = vi.fn(() => gate.promise);
    const { result } = renderHook(() => useAction(action));
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = result.current.run();
      second = result.current.run();
    });
    expect(result.current.pending).toBe(true);
    gate.resolve();
    await act(async () => {
      expect(await first).toBe(true);
      expect(await second).toBe(false);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });

  it('runs again after a success, with a new idempotency key', async () => {
    const keys: string[] = [];
    const { result } = renderHook(() =>
      useAction(async (attempt) => {
        keys.push(attempt.idempotencyKey);
      }),
    );
    await act(async () => {
      expect(await result.current.run()).toBe(true);
      expect(await result.current.run()).toBe(true);
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('closesOnSuccess: a call after the success (the dialog fading out) does nothing', async () => {
    const action = vi.fn(async () => undefined);
    const { result } = renderHook(() => useAction(action, { closesOnSuccess: true }));
    await act(async () => {
      expect(await result.current.run()).toBe(true);
    });
    await act(async () => {
      expect(await result.current.run()).toBe(false);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });

  it('closesOnSuccess: a failure frees the control for another try', async () => {
    let fail = true;
    const action = vi.fn(async () => {
      if (fail) throw new Error('refused');
    });
    const { result } = renderHook(() => useAction(action, { closesOnSuccess: true }));
    await act(async () => {
      expect(await result.current.run()).toBe(false);
    });
    fail = false;
    await act(async () => {
      expect(await result.current.run()).toBe(true);
    });
    expect(action).toHaveBeenCalledTimes(2);
  });
});
