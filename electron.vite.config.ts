import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { kotobaBank } from './scripts/bank/vitePlugin';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        input: { index: resolve(root, 'electron/main/index.ts') },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require packages: the contract's tables (and zod) are bundled in.
      externalizeDeps: { exclude: ['zod'] },
      minify: true,
      rolldownOptions: {
        input: { index: resolve(root, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [react(), kotobaBank(resolve(root, 'core/bank'))],
    build: {
      outDir: resolve(root, 'out/renderer'),
      // electron-vite leaves the renderer unminified by default; minified it loads faster on lab PCs.
      minify: true,
      assetsInlineLimit: 0,
      rolldownOptions: {
        input: { index: resolve(root, 'renderer/index.html') },
      },
    },
  },
});
