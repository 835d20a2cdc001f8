import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';

const notifyApiError = vi.fn();
vi.mock('./notify', () => ({ notifyApiError: (error: unknown) => notifyApiError(error) }));

const { useFormAction } = await import('./use-form-action');

describe('useFormAction', () => {
  it("puts a 422's messages on their fields, clears them on the next submit and toasts nothing", async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useFormAction(async () => {
        if (fail)
          throw new ApiError(422, 'Datos inválidos.', { name: ['El nombre es obligatorio.', 'otro'], code: ['Ya existe.'] });
      }),
    );
    await act(async () => {
      expect(await result.current.run()).toBe(false);
    });
    expect(result.current.errors).toEqual({ name: 'El nombre es obligatorio.', code: 'Ya existe.' });
    expect(notifyApiError).not.toHaveBeenCalled();
    fail = false;
    await act(async () => {
      expect(await result.current.run()).toBe(true);
    });
    expect(result.current.errors).toEqual({});
  });

  it('announces any other failure as a toast and leaves the fields clean', async () => {
    const failure = new ApiError(500, 'No pudimos guardar.');
    const { result } = renderHook(() =>
      useFormAction(async () => {
        throw failure;
      }),
    );
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.errors).toEqual({});
    expect(notifyApiError).toHaveBeenCalledWith(failure);
  });
});
