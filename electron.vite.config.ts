import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererBuildOptions, rendererDefine, rendererPlugins } from './scripts/vite/rendererConfig';

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
    plugins: rendererPlugins(root),
    define: rendererDefine('desktop', root),
    build: {
      outDir: resolve(root, 'out/renderer'),
      // electron-vite leaves the renderer unminified by default; the shared options minify it.
      ...rendererBuildOptions,
      rolldownOptions: {
        input: { index: resolve(root, 'renderer/index.html') },
      },
    },
  },
});
