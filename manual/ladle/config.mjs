/** Ladle settings for the UI catalogue embedded in the manual (scripts/manual-build.mjs passes the output folder). */
export default {
  stories: 'renderer/src/**/*.stories.{ts,tsx}',
  viteConfig: 'manual/ladle/vite.config.mjs',
  // The web edition built for another base path passes the manual's base (scripts/manual-build.mjs).
  base: `${process.env.KOTOBA_MANUAL_BASE ?? '/typing-game/manual/'}ladle/`,
  // A plain list keeps the catalogue free of evaluated code, which the manual's CSP forbids
  // (a function here would be shipped as a string and evaluated in the browser).
  storyOrder: ['*'],
  addons: {
    // The accessibility panel compiles templates at run time, which the CSP also forbids.
    a11y: { enabled: false },
    width: { enabled: true },
  },
};
