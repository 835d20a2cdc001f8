/**
 * The resource timing of this page's entry script, if the browser has one: its transfer size tells
 * whether the app's code came over the network (> 0) or from the HTTP cache (0). Read by the first
 * navigation's loaders (app/priming-loader.ts) and by the preload switch (warm-start.ts).
 */
export function entryScriptTiming(): PerformanceResourceTiming | undefined {
  const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  return src ? (performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined) : undefined;
}
