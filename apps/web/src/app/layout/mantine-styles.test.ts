import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The signed-in screens load Mantine's styles component by component (main.tsx, then
// app-layout.tsx; the admin desk adds app/admin/admin-styles.ts), not the whole styles.css (issue
// 18). This test follows the Mantine modules the operator's screens, and then the whole app, import,
// through every module they are built on, and checks that each one that has a stylesheet gets it,
// in the order of Mantine's own styles.css.

const webSrc = path.resolve(import.meta.dirname, '../..');
// The package folder: its main entry is <folder>/cjs/index.cjs.
const coreDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
const esmDir = path.join(coreDir, 'esm');
const stylesDir = path.join(coreDir, 'styles');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The Mantine packages built on @mantine/core that the app uses (their own CSS loads with them). */
const EXTENSIONS = ['@mantine/dates', '@mantine/tiptap', '@mantine/notifications', '@mantine/dropzone', 'mantine-datatable'];
/** Those only the admin desk uses. */
const ADMIN_EXTENSIONS = new Set(['@mantine/dropzone', 'mantine-datatable']);
/** The admin desk's own modules (its screens, frame and shared admin parts). */
const isAdminFile = (file: string) => /(^|\/)admin[-/.]|\/admin\//.test(path.relative(webSrc, file));

function packageFiles(name: string): string[] {
  const main = createRequire(import.meta.url).resolve(name);
  const folder = main.slice(0, main.lastIndexOf(`${name}/`) + name.length + 1);
  const esm = path.join(folder, 'esm');
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : /\.m?js$/.test(entry.name) ? [full] : [];
    });
  return fs.existsSync(esm) ? walk(esm) : [main];
}

/** Names imported from '@mantine/core' by the app (or its operator's screens) and by the Mantine packages they use. */
function importedNames(scope: 'operator' | 'all'): Set<string> {
  const names = new Set<string>();
  const own = sourceFiles(webSrc).filter((file) => scope === 'all' || !isAdminFile(file));
  const extensions = EXTENSIONS.filter((name) => scope === 'all' || !ADMIN_EXTENSIONS.has(name));
  for (const file of [...own, ...extensions.flatMap(packageFiles)]) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** Where Mantine's index takes each exported name from. */
function exportSources(): Map<string, string> {
  const index = fs.readFileSync(path.join(esmDir, 'index.mjs'), 'utf8');
  const sources = new Map<string, string>();
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of (match[1] ?? '').split(',')) sources.set(name.trim(), path.join(esmDir, match[2] ?? ''));
  }
  return sources;
}

/** Every Mantine module reached from these files through relative imports. */
function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:import|export)[^"']*?from\s*["'](\.[^"']+)["']/g)) {
      queue.push(path.resolve(path.dirname(file), match[1] ?? ''));
    }
  }
  return seen;
}

function loadedStyles(file: string): string[] {
  const text = fs.readFileSync(path.join(webSrc, file), 'utf8');
  return [...text.matchAll(/import '@mantine\/core\/styles\/([A-Za-z-]+)\.layer\.css';/g)].map((match) => match[1] ?? '');
}

describe('Mantine styles of the signed-in screens', () => {
  const signedIn = [...loadedStyles('main.tsx'), ...loadedStyles('app/layout/app-layout.tsx')];

  /** The stylesheets of the Mantine modules these names reach. */
  function neededStyles(names: Set<string>): Set<string> {
    const sources = exportSources();
    const entries = [...names].flatMap((name) => {
      const source = sources.get(name);
      return source ? [source] : [];
    });
    expect(entries.length).toBeGreaterThan(20);
    const needed = new Set<string>();
    for (const file of reachable(entries)) {
      for (const segment of path.relative(esmDir, file).split(path.sep)) {
        if (fs.existsSync(path.join(stylesDir, `${segment}.layer.css`))) needed.add(segment);
      }
    }
    return needed;
  }

  it('include the stylesheet of every Mantine component the operator’s screens use, and of the parts it is built on', () => {
    const needed = neededStyles(importedNames('operator'));
    expect(needed.has('Input')).toBe(true);
    expect([...needed].filter((name) => !signedIn.includes(name)).sort()).toEqual([]);
  });

  it('with the admin desk’s own list, include every Mantine component of the whole app', () => {
    const needed = neededStyles(importedNames('all'));
    expect(needed.has('AppShell')).toBe(true);
    const admin = [...signedIn, ...loadedStyles('app/admin/admin-styles.ts')];
    expect([...needed].filter((name) => !admin.includes(name)).sort()).toEqual([]);
  });

  it('load on the operator’s screens nothing only the admin desk uses', () => {
    const needed = neededStyles(importedNames('operator'));
    const layout = loadedStyles('app/layout/app-layout.tsx');
    expect(layout.filter((name) => !needed.has(name)).sort()).toEqual([]);
  });

  it('keep the order of Mantine’s styles.css after the base files', () => {
    const full = fs.readFileSync(path.join(coreDir, 'styles.layer.css'), 'utf8');
    const position = (name: string) => {
      const own = fs.readFileSync(path.join(stylesDir, `${name}.layer.css`), 'utf8');
      // The first rule of the file, without the layer wrapper, is where it starts in styles.css.
      const body = own
        .replace(/^@layer mantine\s*\{/, '')
        .trim()
        .slice(0, 120);
      return full.indexOf(body);
    };
    for (const file of ['app/layout/app-layout.tsx', 'app/admin/admin-styles.ts']) {
      const list = loadedStyles(file).filter((name) => position(name) >= 0);
      expect(list.length).toBeGreaterThan(10);
      expect(list).toEqual([...list].sort((a, b) => position(a) - position(b)));
    }
  });
});
