import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { Application } from 'typedoc';
import { type ApiLang, collectEntries, renderApiPages } from './apiMarkdown';
import { findSourceFiles } from './sourceFiles';

/** Where and how the API reference is generated. */
export interface ApiReferenceOptions {
  repoRoot: string;
  sourceDirs: string[];
  tsconfig: string;
  outDirs: { dir: string; lang: ApiLang }[];
}

/** Rspress plugin that runs TypeDoc over the app's sources and writes the API pages before the build. */
export function apiReferencePlugin(options: ApiReferenceOptions): RspressPlugin {
  return {
    name: 'kotoba-api-reference',
    async config(config) {
      const started = Date.now();
      const entryPoints = findSourceFiles(options.repoRoot, options.sourceDirs);
      const app = await Application.bootstrap({
        entryPoints,
        entryPointStrategy: 'resolve',
        tsconfig: options.tsconfig,
        skipErrorChecking: true,
        // The pages show no source links and the build reports nothing TypeDoc would warn about,
        // so skip the git look-ups and the validation passes.
        disableSources: true,
        validation: { notExported: false, invalidLink: false, notDocumented: false, rewrittenLink: false },
        excludeExternals: true,
        excludePrivate: true,
        excludeInternal: true,
        logLevel: 'Error',
        basePath: options.repoRoot,
        displayBasePath: options.repoRoot,
      });
      const project = await app.convert();
      const entries = project ? collectEntries(project) : [];
      for (const { dir, lang } of options.outDirs) {
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        for (const [file, text] of Object.entries(renderApiPages(entries, lang))) {
          writeFileSync(path.join(dir, file), text);
        }
        const order = ['index', 'modules', 'functions', 'interfaces', 'types', 'variables'];
        writeFileSync(path.join(dir, '_meta.json'), `${JSON.stringify(order)}\n`);
      }
      console.log(
        `API reference: ${entries.length} declarations from ${entryPoints.length} files in ${Date.now() - started} ms`,
      );
      return config;
    },
  };
}
