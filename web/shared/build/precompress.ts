// The build step every app's Vite config ends with: .gz and .br twins of
// the text files of its output, so the Go server never compresses (it
// serves a twin when the browser accepts it).
import type { Plugin } from 'vite';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * precompress writes .gz and .br twins of the text files under dir, once
 * the bundle is written. Files under minBytes get none (the borrower app
 * and the console skip those under 512 bytes; the landing page twins all).
 */
export function precompress(dir: string, { minBytes = 512 }: { minBytes?: number } = {}): Plugin {
  return {
    name: 'kwarta-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((n) => {
          const p = join(dir, n);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(dir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < minBytes) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data));
      }
    },
  };
}
