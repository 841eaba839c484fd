import { fileURLToPath } from 'node:url';
import { kotobaBank } from '../../scripts/bank/vitePlugin.ts';

// Ladle bundles its own Vite; the game's build config is for electron-vite, so the catalogue gets its own.
// The word bank is served to the stories as it is to the game (the store imports its loader).
export default {
  root: fileURLToPath(new URL('../..', import.meta.url)),
  publicDir: false,
  plugins: [kotobaBank(fileURLToPath(new URL('../../core/bank', import.meta.url)))],
};
