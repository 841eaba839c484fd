import { defineConfig } from 'vite';

// Ladle bundles its own Vite and React plugin; this file keeps the app's Vite 8 config away from it.
// Relative asset URLs let the catalogue live under any base path (the manual embeds it).
export default defineConfig({
  base: './',
  build: { assetsInlineLimit: 0 },
});
