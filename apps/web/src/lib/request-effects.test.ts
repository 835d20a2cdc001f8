import { useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { notifyApiError } from './notify';
import { useBlockingRequests, withEffects } from './request-effects';

vi.mock('./notify', () => ({ notifyApiError: vi.fn() }));

afterEach(() => {
  vi.mocked(notifyApiError).mockClear();
});

/** A request the test settles by hand. */
function pending<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('request effects (SPEC §4 spinner, SPEC §8 toast) without the query library', () => {
  it('holds the spinner while a blocking request runs, and only then', async () => {
    const blocked = renderHook(() => useBlockingRequests());
    expect(blocked.result.current).toBe(false);

    const request = pending<string>();
    let result: Promise<string> | undefined;
    act(() => {
      result = withEffects(() => request.promise, { blocking: true });
    });
    expect(blocked.result.current).toBe(true);
    await act(async () => {
      request.resolve('hecho');
      await result;
    });
    expect(blocked.result.current).toBe(false);
    await expect(result).resolves.toBe('hecho');

    // A request that is not blocking never shows it.
    const quiet = pending<void>();
    act(() => {
      void withEffects(() => quiet.promise);
    });
    expect(blocked.result.current).toBe(false);
    quiet.resolve();
  });

  it('announces a failure once and rejects, unless the screen announces it itself', async () => {
    const failure = new Error('sin conexión');
    await expect(withEffects(() => Promise.reject(failure), { blocking: true })).rejects.toBe(failure);
    expect(notifyApiError).toHaveBeenCalledTimes(1);
    expect(notifyApiError).toHaveBeenCalledWith(failure);

    await expect(withEffects(() => Promise.reject(failure), { errorToast: false })).rejects.toBe(failure);
    expect(notifyApiError).toHaveBeenCalledTimes(1);
  });

  it('shows the same spinner for a blocking mutation of the query client', async () => {
    const client = createQueryClient();
    const request = pending<void>();
    const { result } = renderHook(() => ({
      blocked: useBlockingRequests(),
      save: useMutation({ mutationFn: () => request.promise, meta: { blocking: true } }, client),
      quick: useMutation({ mutationFn: () => Promise.resolve() }, client),
    }));
    expect(result.current.blocked).toBe(false);
    await act(async () => {
      await result.current.quick.mutateAsync();
    });
    expect(result.current.blocked).toBe(false);

    let saving: Promise<void> | undefined;
    act(() => {
      saving = result.current.save.mutateAsync();
    });
    await vi.waitFor(() => expect(result.current.blocked).toBe(true));
    await act(async () => {
      request.resolve();
      await saving;
    });
    expect(result.current.blocked).toBe(false);
  });
});
