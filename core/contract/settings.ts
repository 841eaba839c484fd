import { z } from 'zod';
import { TEACHER_WORLD_IDS } from './teacher';

/** Current version of the settings file's shape. */
export const SETTINGS_VERSION = 1;

/** Light, dark, or follow the operating system. */
export const colorModeSchema = z.enum(['light', 'dark', 'system']);
/** The colour scheme the player chose. */
export type ColorMode = z.infer<typeof colorModeSchema>;

/** The player's answer to the first-launch sound question. */
export const consentSchema = z.enum(['unasked', 'granted', 'denied']);

/** Everything the player can change in the settings drawer, as stored in `settings.json`. */
export const settingsSchema = z
  .object({
    version: z.literal(SETTINGS_VERSION),
    /** Master switch for all audio. */
    sound: z.boolean(),
    /** Background music on/off. */
    bgm: z.boolean(),
    /** Sound effects on/off. */
    sfx: z.boolean(),
    /** Background music volume, 0 to 1. */
    bgmVolume: z.number().min(0).max(1),
    /** Sound effect volume, 0 to 1. */
    sfxVolume: z.number().min(0).max(1),
    /** Speak English words aloud. */
    speech: z.boolean(),
    colorMode: colorModeSchema,
    /** Question order: in the set's order, or shuffled. */
    order: z.enum(['sequential', 'random']),
    /** Study shows the answer; battle hides it and fights a demon. */
    mode: z.enum(['study', 'battle']),
    /** After typing a shown word, type it again from memory. */
    learnThenRecall: z.boolean(),
    /** Require capital letters to match exactly. */
    strictCase: z.boolean(),
    /** UI language. */
    language: z.enum(['ja', 'en']),
    /** Base text size. */
    textSize: z.enum(['small', 'medium', 'large']),
    /** First-launch sound consent. */
    consent: consentSchema,
    /**
     * Worlds whose 発展 (advanced) stages the player chose to show on the map; optional, so that
     * settings saved before the choice existed stay valid (absent: none).
     */
    advancedWorlds: z
      .array(z.enum(TEACHER_WORLD_IDS))
      .max(TEACHER_WORLD_IDS.length)
      .refine((worlds) => new Set(worlds).size === worlds.length, 'a world is listed twice')
      .optional(),
  })
  .strict();

/** The player's settings. */
export type Settings = z.infer<typeof settingsSchema>;

/** A partial update sent by the renderer; `version` is owned by the main process. */
export const settingsPatchSchema = settingsSchema.omit({ version: true }).partial().strict();
/** A partial settings update. */
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** Settings for a new player. Sound stays silent until consent is given. */
export const DEFAULT_SETTINGS: Settings = {
  version: SETTINGS_VERSION,
  sound: true,
  bgm: true,
  sfx: true,
  bgmVolume: 0.5,
  sfxVolume: 0.8,
  speech: true,
  colorMode: 'system',
  order: 'sequential',
  mode: 'study',
  learnThenRecall: true,
  strictCase: false,
  language: 'ja',
  textSize: 'medium',
  consent: 'unasked',
};
