import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_DEV_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      // The API also serves the real-time push WebSocket under /api in development.
      '/api': { target: API_DEV_ORIGIN, changeOrigin: true, ws: true },
      '/app': { target: API_DEV_ORIGIN, changeOrigin: true, ws: true },
      // Images of the catalogue (DATA_DIR/media) and the dev mailbox are served by the API.
      '/media': { target: API_DEV_ORIGIN, changeOrigin: true },
      '/dev': { target: API_DEV_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework every screen needs, cached across deploys that only change app code.
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            { name: 'query-vendor', test: /node_modules[\\/](@tanstack|zustand)[\\/]/, priority: 15 },
          ],
        },
      },
    },
  },
});
