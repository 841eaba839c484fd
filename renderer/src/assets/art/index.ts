/**
 * Kotoba Quest's own pictures, drawn in code as SVG: the hero, the word-demons, the world bosses and
 * the demon king, backdrops, map tiles, stage markers, world emblems and interface icons.
 *
 * Theming: characters carry a light sticker edge coloured by the CSS variable `--art-halo`
 * (default a warm white) so they stand out on dark pages; icons draw in `currentColor`.
 */
export { type ArtProps, ArtSvg } from './ArtSvg';
export { CastleBackground } from './backgrounds/CastleBackground';
export { FieldBackground, type FieldBackgroundProps } from './backgrounds/FieldBackground';
export { TitleBackground } from './backgrounds/TitleBackground';
export {
  BOSS_ID,
  DEMON_IDS,
  type DemonId,
  demonForStage,
  getDemon,
  isDemonId,
  MINION_IDS,
  WORLD_BOSS_IDS,
} from './demonIndex';
export { DEMON_NAMES } from './demonNames';
export { AnimalImp } from './demons/AnimalImp';
export { BookMimic } from './demons/BookMimic';
export { ColourGhost } from './demons/ColourGhost';
export { DemonKing } from './demons/DemonKing';
export { DesertSphinx } from './demons/DesertSphinx';
export { FoodGoblin } from './demons/FoodGoblin';
export { ForestTreant } from './demons/ForestTreant';
export { LakeSerpent } from './demons/LakeSerpent';
export { LetterSpider } from './demons/LetterSpider';
export { MeadowDragon } from './demons/MeadowDragon';
export { MonthSlime } from './demons/MonthSlime';
export { NumberBat } from './demons/NumberBat';
export { SnowGiant } from './demons/SnowGiant';
export { StormCloud } from './demons/StormCloud';
export { WeekGolem } from './demons/WeekGolem';
export { Hero, type HeroPose, type HeroProps } from './Hero';
export { ICON_NAMES, Icon, type IconName, type IconProps } from './Icon';
export { MapTile, type MapTileProps, TILE_KINDS, type TileKind } from './MapTile';
export { PALETTE } from './palette';
export { StageMarker, type StageMarkerProps, type StageMarkerState } from './StageMarker';
export { WorldEmblem, type WorldEmblemProps } from './WorldEmblem';
