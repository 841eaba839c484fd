import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { readBuildFacts } from './buildFacts';
import { i18nTexts } from './i18nTexts';
import { apiReferencePlugin } from './plugins/apiReferencePlugin';
import { readingReviewPlugin } from './plugins/readingReview';
import { thirdPartyNoticesPlugin } from './plugins/thirdPartyNotices';
import { wordBankCsvPlugin } from './plugins/wordBankCsv';
import { MANUAL_BASE, MANUAL_VERSION, REPOSITORY_URL } from './site';

const manualRoot = import.meta.dirname;
const repoRoot = path.resolve(manualRoot, '..');
const buildFacts = readBuildFacts(path.join(manualRoot, 'docs', 'public'), process.env);

export default defineConfig({
  root: path.join(manualRoot, 'docs'),
  // scripts/manual-build.mjs builds the web edition's copy for another base path into another folder.
  outDir: process.env.KOTOBA_MANUAL_OUT ?? path.join(manualRoot, 'doc_build'),
  base: process.env.KOTOBA_MANUAL_BASE ?? MANUAL_BASE,
  lang: 'ja',
  // Title and description come from each locale below, so the English pages get English ones.
  icon: '/logo.svg',
  logo: '/logo.svg',
  // The name beside the logo is per language: theme/NavTitle.tsx.
  locales: [
    {
      lang: 'ja',
      label: '日本語',
      title: 'ことばクエスト マニュアル',
      description: 'えいご学習タイピングRPG「ことばクエスト」の使い方と開発者向け資料',
    },
    {
      lang: 'en',
      label: 'English',
      title: 'Kotoba Quest Manual',
      description: 'How to play Kotoba Quest, an English-learning typing RPG, and notes for developers',
    },
  ],
  multiVersion: { default: MANUAL_VERSION, versions: [MANUAL_VERSION] },
  i18nSource: i18nTexts,
  // Addresses stay as written (`/howtouse/`, `/howtouse.html`): the app's resolver serves every form.
  route: { localeRedirect: 'auto', cleanUrlsRedirect: false },
  // User pages come before the developer reference in every search (see searchHooks.ts).
  search: { versioned: true, codeBlocks: true, searchHooks: path.join(manualRoot, 'searchHooks.ts') },
  mediumZoom: { selector: '.rp-doc img' },
  markdown: {
    shiki: { transformers: [transformerCompatibleMetaHighlight()] },
    link: { checkDeadLinks: true },
  },
  builderConfig: {
    source: { define: { __KQ_BUILD_FACTS__: JSON.stringify(buildFacts) } },
  },
  themeConfig: {
    darkMode: true,
    enableScrollToTop: true,
    lastUpdated: true,
    editLink: { docRepoBaseUrl: `${REPOSITORY_URL}/tree/main/manual/docs` },
    footer: { message: 'Copyright 2025 Kotoba Quest' },
    socialLinks: [{ icon: 'github', mode: 'link', content: REPOSITORY_URL }],
  },
  plugins: [
    // The whole word bank as CSV, offered on the word-bank pages (howtouse/words).
    wordBankCsvPlugin({
      bankDir: path.join(repoRoot, 'core', 'bank'),
      outDir: path.join(manualRoot, 'docs', 'public', 'samples'),
    }),
    // Every kanji word with its reading, for teachers to check (howtouse/words/readings).
    readingReviewPlugin({
      bankDir: path.join(repoRoot, 'core', 'bank'),
      outFile: path.join(manualRoot, 'generated', 'readings.md'),
    }),
    thirdPartyNoticesPlugin({
      repoRoot,
      sourceDirs: ['core', 'renderer/src', 'electron'],
      outFile: path.join(manualRoot, 'generated', 'third-party.md'),
    }),
    apiReferencePlugin({
      repoRoot,
      sourceDirs: ['core', 'renderer/src', 'electron'],
      tsconfig: path.join(manualRoot, 'tsconfig.api.json'),
      outDirs: [
        { dir: path.join(manualRoot, 'docs', MANUAL_VERSION, 'ja', 'api'), lang: 'ja' },
        { dir: path.join(manualRoot, 'docs', MANUAL_VERSION, 'en', 'api'), lang: 'en' },
      ],
    }),
  ],
});
