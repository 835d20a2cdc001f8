// `npm start`: build the web app and compile the API if their sources changed, then run `node` on
// the compiled server (apps/api/dist/server.js): app + API + push on PORT (default 3000) with demo
// data in DATA_DIR (default ./data).
import { buildApiIfNeeded, buildWebIfNeeded, runServer } from './lib.mjs';

await buildWebIfNeeded();
await buildApiIfNeeded();
process.exitCode = await runServer({ NODE_ENV: process.env.NODE_ENV ?? 'production' });
