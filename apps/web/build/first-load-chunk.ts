/**
 * A Vite plugin that puts everything the entry imports statically (what every first visit
 * runs: React, MUI's core, i18next, the sign-in shell) in one chunk, `start`. Left to itself
 * the bundler cuts that code into dozens of small files by which lazy pages share each piece;
 * each file is compressed on its own, and the login page paid about 20 KB of gzip for the cuts
 * (docs/performance.md). The lazy pages import from `start` instead, which is always loaded.
 */
import type { Plugin } from 'vite';

// A file of ours made only of `export … from` (an area's or a package's index) re-exports all of
// it; what the first load uses of it is reached through the files that use it, not the index.
const REEXPORT = /export\s*(?:\*|\{[^}]*\})(?:\s*as\s*\w+)?\s*from\s*(['"])[^'"]+\1;?/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;
function isOwnBarrel(id: string, code: string | null | undefined): boolean {
  if (id.includes('/node_modules/') || !code) return false;
  return code.replace(COMMENT, '').replace(REEXPORT, '').trim() === '';
}

export function firstLoadChunk(): Plugin {
  const firstLoad = new Set<string>();
  return {
    name: 'mainstay:first-load-chunk',
    apply: 'build',
    buildEnd() {
      firstLoad.clear();
      const seen = new Set<string>();
      const visit = (id: string, capture: boolean) => {
        if (seen.has(id)) return;
        seen.add(id);
        const info = this.getModuleInfo(id);
        if (capture) firstLoad.add(id);
        if (!info || isOwnBarrel(id, info.code)) return;
        // index.html's scripts (main.tsx) keep the entry chunk, which imports `start`.
        const scripts = id.endsWith('.html');
        for (const imported of info.importedIds) visit(imported, !scripts);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id, false);
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [{ name: 'start', test: (id: string) => firstLoad.has(id) }],
        },
      };
    },
  };
}
