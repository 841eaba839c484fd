/** Ladle settings for the UI catalogue; run from the `renderer` folder. */
export default {
  stories: 'src/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.ts',
  outDir: '../out/ladle',
  addons: {
    a11y: { enabled: true },
    theme: { enabled: false },
    rtl: { enabled: false },
    source: { enabled: true },
    width: { enabled: true },
  },
};
