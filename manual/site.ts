/** The manual's version, shown in the version switcher and used as its docs folder name. */
export const MANUAL_VERSION = 'v0.1';

/** The project's public source repository, used for the edit link and the social link. */
export const REPOSITORY_URL = 'https://github.com/kotoba-quest/typing-game';

/** Base path the manual is built for and served under. */
export const MANUAL_BASE = '/typing-game/manual/';

/** The name beside the logo in the navbar, per language (the English pages must not show the Japanese name). */
export const LOGO_TEXT = { ja: 'ことばクエスト', en: 'Kotoba Quest' } as const;
