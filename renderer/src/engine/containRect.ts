import type { ContainRect } from './types';

/**
 * Fits a `width`×`height` source inside a `boxWidth`×`boxHeight` box keeping its proportions
 * ("contain"), centred; a zero-sized source or box gives a zero rectangle at the box centre.
 */
export function containRect(width: number, height: number, boxWidth: number, boxHeight: number): ContainRect {
  if (width <= 0 || height <= 0 || boxWidth <= 0 || boxHeight <= 0) {
    return { x: Math.max(0, boxWidth) / 2, y: Math.max(0, boxHeight) / 2, width: 0, height: 0, scale: 0 };
  }
  const scale = Math.min(boxWidth / width, boxHeight / height);
  const w = width * scale;
  const h = height * scale;
  return { x: (boxWidth - w) / 2, y: (boxHeight - h) / 2, width: w, height: h, scale };
}
