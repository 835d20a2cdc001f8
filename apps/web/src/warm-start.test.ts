import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadSwitch } from '../tools/preload-switch';
import { entryFromCache } from './warm-start';

const HELPER = '\0vite/preload-helper.js';
const helperSource = `deps.map((depString) => {
\t\t\tconst dep = importMetaResolve(depString);
\t\t\tconst isCss = isCssPreloadUrl(dep);
\t\t\treturn preloadOnce(seen, dep.href, () => {});
\t\t})`;

function transform(code: string, id: string): unknown {
  const hook = preloadSwitch().transform;
  if (typeof hook !== 'function') throw new Error('preloadSwitch has no transform hook');
  return hook.call({} as never, code, id);
}

describe('lazy routes skip their script preloads when the code is cached (issue 18)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('adds the switch to Vite’s preload helper: scripts only, stylesheets still preloaded', () => {
    const out = transform(helperSource, HELPER) as string;
    expect(out).toContain('if (!isCss && globalThis.__skipScriptPreload === true) return;');
    expect(out.indexOf('__skipScriptPreload')).toBeGreaterThan(out.indexOf('const isCss = isCssPreloadUrl(dep);'));
    expect(transform(helperSource, '/src/main.tsx')).toBeNull();
  });

  it('fails the build when the helper no longer has the line it hooks onto', () => {
    expect(() => transform('export const __vitePreload = () => {}', HELPER)).toThrow(/preload-switch/);
  });

  it('says the code is cached only when the entry script came with no transfer', () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = 'http://localhost/assets/index-abc.js';
    document.head.append(script);
    const entries = vi.spyOn(performance, 'getEntriesByName');

    entries.mockReturnValue([{ transferSize: 0, decodedBodySize: 42_000 } as PerformanceResourceTiming]);
    expect(entryFromCache()).toBe(true);
    expect(entries).toHaveBeenCalledWith('http://localhost/assets/index-abc.js');

    entries.mockReturnValue([{ transferSize: 14_000, decodedBodySize: 42_000 } as PerformanceResourceTiming]);
    expect(entryFromCache()).toBe(false);

    // No timing (an old browser, tests): preload as usual.
    entries.mockReturnValue([]);
    expect(entryFromCache()).toBe(false);
  });
});
