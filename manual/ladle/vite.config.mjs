import { fileURLToPath } from 'node:url';

// Ladle bundles its own Vite; the game's build config is for electron-vite, so the catalogue gets its own.
export default {
  root: fileURLToPath(new URL('../..', import.meta.url)),
  publicDir: false,
};
