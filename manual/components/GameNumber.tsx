import type { GameNumbers } from '../buildFacts';
import { buildFacts } from './buildFacts';

/** Props of {@link GameNumber}. */
export interface GameNumberProps {
  /** Which number, e.g. `placementWords`. */
  k: keyof GameNumbers;
}

/** A count or a number of minutes of the game, as the code said when the manual was built. */
export function GameNumber({ k }: GameNumberProps) {
  const value = buildFacts.numbers[k];
  // A name the build did not know would show nothing; failing makes the build say so.
  if (value === undefined) throw new Error(`The manual's build facts have no number "${k}"`);
  return <span className="kq-fact">{value}</span>;
}
