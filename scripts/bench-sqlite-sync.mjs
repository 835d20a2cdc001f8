// Write cost of SQLite durability settings in WAL mode (decision 024): the same small write
// transactions (one row of ~300 bytes each, as a request that adds to the cart or writes a chat
// message) with `synchronous = NORMAL` and `synchronous = FULL`. Prints figures; asserts nothing.
// BENCH_DIR chooses the disk (default: the system temporary folder); WRITES the count (default 2000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const writes = Number(process.env.WRITES ?? 2000);
const rounds = Number(process.env.ROUNDS ?? 3);
const baseDir = process.env.BENCH_DIR ?? os.tmpdir();
const payload = 'x'.repeat(300);

function run(mode) {
  const dir = fs.mkdtempSync(path.join(baseDir, 'cotizador-sync-'));
  const db = new SQLite(path.join(dir, 'bench.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${mode}`);
  db.exec('create table t (id integer primary key, body text not null, created_at text not null)');
  const insert = db.prepare('insert into t (body, created_at) values (?, ?)');
  const one = db.transaction(() => insert.run(payload, new Date().toISOString()));
  const started = performance.now();
  for (let i = 0; i < writes; i += 1) one();
  const ms = performance.now() - started;
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`SQLite en WAL, ${writes} transacciones de una fila, ${rounds} rondas, carpeta ${baseDir}:`);
const results = {};
for (const mode of ['NORMAL', 'FULL']) {
  const samples = [];
  for (let r = 0; r < rounds; r += 1) samples.push(run(mode));
  results[mode] = median(samples);
  const perWrite = (results[mode] * 1000) / writes;
  console.log(
    `  synchronous=${mode.padEnd(6)} mediana ${Math.round(results[mode])} ms · ${perWrite.toFixed(0)} µs por escritura · ${Math.round((writes * 1000) / results[mode])} escrituras/s`,
  );
}
console.log(`  FULL / NORMAL: ${(results.FULL / results.NORMAL).toFixed(1)}×`);
