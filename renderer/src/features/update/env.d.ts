// Values the web edition's build defines (vite.web.config.ts); the desktop build leaves them undefined.
interface ImportMetaEnv {
  /** `'true'` in the web edition's build. */
  readonly KOTOBA_WEB?: string;
  /** The build's id (its time unless KOTOBA_BUILD_ID names it). */
  readonly KOTOBA_BUILD_ID?: string;
}
