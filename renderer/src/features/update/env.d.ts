// Values the builds define (scripts/vite/rendererConfig.ts, vite.web.config.ts); tests leave them undefined.
interface ImportMetaEnv {
  /** `'true'` in the web edition's build. */
  readonly KOTOBA_WEB?: string;
  /** The build's id (its time unless KOTOBA_BUILD_ID names it). */
  readonly KOTOBA_BUILD_ID?: string;
  /** The game's version from package.json (both editions' builds define it). */
  readonly KOTOBA_APP_VERSION?: string;
}
