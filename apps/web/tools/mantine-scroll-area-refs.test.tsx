import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { type ComponentType, createRef, type ReactNode, type Ref } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mantineScrollAreaRefs } from './mantine-scroll-area-refs';

const scrollAreaFile = createRequire(import.meta.url)
  .resolve('@mantine/core')
  .replace(/cjs[\\/]index\.cjs$/, 'esm/components/ScrollArea/ScrollArea.mjs');
// The rewritten module is written beside Mantine's, so that its relative imports resolve.
const generated = path.join(path.dirname(scrollAreaFile), `.ScrollArea-${process.pid}.generated.mjs`);

type TransformHook = (code: string, id: string) => string | null;
const transform = mantineScrollAreaRefs().transform as TransformHook;
type ScrollAreaProps = { viewportRef?: Ref<HTMLDivElement>; h?: number; children?: ReactNode };

describe('mantineScrollAreaRefs (build plugin)', () => {
  let rewritten = '';
  beforeAll(() => {
    rewritten = transform(fs.readFileSync(scrollAreaFile, 'utf8'), scrollAreaFile) ?? '';
    fs.writeFileSync(generated, rewritten);
  });
  afterAll(() => fs.rmSync(generated, { force: true }));

  it('takes floating-ui out of Mantine’s ScrollArea', () => {
    expect(rewritten).not.toBe('');
    expect(rewritten).not.toContain('@floating-ui');
  });

  it('still gives the caller the scrolling viewport through its ref', async () => {
    const { ScrollArea } = (await import(/* @vite-ignore */ generated)) as { ScrollArea: ComponentType<ScrollAreaProps> };
    const viewport = createRef<HTMLDivElement>();
    const { unmount } = render(
      <MantineProvider env="test">
        <ScrollArea viewportRef={viewport} h={100}>
          <p>Contenido</p>
        </ScrollArea>
      </MantineProvider>,
    );
    expect(viewport.current).toBeInstanceOf(HTMLDivElement);
    expect(viewport.current?.textContent).toBe('Contenido');
    unmount();
    expect(viewport.current).toBeNull();
  });

  it('leaves other modules alone and fails the build if ScrollArea no longer imports it', () => {
    expect(transform('export const x = 1;', '/x/node_modules/@mantine/core/esm/components/Modal/Modal.mjs')).toBeNull();
    expect(() => transform('export const ScrollArea = 1;', scrollAreaFile)).toThrow(/mantine-scroll-area-refs/);
  });
});
