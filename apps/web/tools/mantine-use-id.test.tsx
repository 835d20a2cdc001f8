import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mantineUseId } from './mantine-use-id';

const hookFile = createRequire(import.meta.url)
  .resolve('@mantine/hooks')
  .replace(/cjs[\\/]index\.cjs$/, 'esm/use-id/use-id.mjs');
// The rewritten module is written beside this file so that its `import "react"` resolves.
const generated = path.join(import.meta.dirname, `.use-id-${process.pid}.generated.mjs`);

type TransformHook = (code: string, id: string) => string | null;
const transform = mantineUseId().transform as TransformHook;

describe('mantineUseId (build plugin)', () => {
  beforeAll(() => {
    const result = transform(fs.readFileSync(hookFile, 'utf8'), hookFile);
    if (!result) throw new Error('the plugin did not rewrite Mantine’s useId');
    fs.writeFileSync(generated, result);
  });
  afterAll(() => fs.rmSync(generated, { force: true }));

  it('gives a component React’s id at once: one render on mount, the same id afterwards', async () => {
    const { useId } = (await import(/* @vite-ignore */ generated)) as { useId: (staticId?: string) => string };
    const seen: string[] = [];
    function Field({ staticId }: { staticId?: string }) {
      const id = useId(staticId);
      seen.push(id);
      return <input id={id} aria-label="Campo" />;
    }
    const { rerender } = render(<Field />);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^mantine-[A-Za-z0-9_]+$/);
    rerender(<Field />);
    expect(seen).toEqual([seen[0], seen[0]]);
    render(<Field staticId="canal" />);
    expect(seen.at(-1)).toBe('canal');
  });

  it('leaves other modules alone and fails the build if Mantine’s hook changed shape', () => {
    expect(transform('export const x = 1;', '/x/node_modules/@mantine/hooks/esm/use-id/other.mjs')).toBeNull();
    expect(() => transform('export function useId() {}', hookFile)).toThrow(/mantine-use-id/);
  });
});
