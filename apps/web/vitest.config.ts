import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // A screen test types and clicks through jsdom: 2–8 s each on a busy 2-core machine with the
      // suite's other workers. A test that hangs still fails; one that is slow because the machine
      // is busy does not.
      testTimeout: 30_000,
    },
  }),
);
