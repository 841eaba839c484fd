/** Flags of every Chromium run here: no sandbox, no GPU, no background traffic. */
export declare const CHROMIUM_FLAGS: readonly string[];
/** The same flags with Chromium's new headless mode, for scripts that launch it themselves. */
export declare const HEADLESS_CHROMIUM_FLAGS: readonly string[];
