import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download browsers here: the journeys drive the system's Chromium.
const DEFAULT_CHROME_PATH = '/usr/bin/chromium';
const chromePath = process.env.CHROME_PATH || DEFAULT_CHROME_PATH;
if (!fs.existsSync(chromePath)) {
  throw new Error(
    `No se encontró Chromium en "${chromePath}". Instálalo (apt-get install -y chromium) en ${DEFAULT_CHROME_PATH} ` +
      'o indica su ruta en la variable de entorno CHROME_PATH.',
  );
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 768 },
        launchOptions: {
          executablePath: chromePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // Builds nothing: `npm run test:e2e` builds the web app first. The script starts the built app
    // with fresh demo data in a temporary DATA_DIR on port 3100.
    command: 'node ../../scripts/e2e-server.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
