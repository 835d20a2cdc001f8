import type { Plugin } from 'vite';

type RewriteOptions = {
  /** Short name: the plugin is `cotizador-<label>` and build errors start with it. */
  label: string;
  /** The module (by resolved id) this plugin rewrites. */
  matches: (id: string) => boolean;
  /** A line the module must still contain; without it the build fails instead of silently skipping. */
  anchor: string;
  rewrite: (code: string) => string;
};

/** A build-time rewrite of one dependency module, guarded by a line the module must still contain. */
export function rewriteDependency({ label, matches, anchor, rewrite }: RewriteOptions): Plugin {
  return {
    name: `cotizador-${label}`,
    apply: 'build',
    transform(code, id) {
      if (!matches(id)) return null;
      if (!code.includes(anchor)) throw new Error(`${label}: "${anchor}" not found in ${id}`);
      return rewrite(code);
    },
  };
}
