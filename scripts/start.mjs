// `npm start`: build the web app if needed, then serve app + API + push on PORT (default 3000)
// with demo data in DATA_DIR (default ./data).
import { buildWebIfNeeded, runServer } from './lib.mjs';

await buildWebIfNeeded();
process.exitCode = await runServer({ NODE_ENV: process.env.NODE_ENV ?? 'production' });
