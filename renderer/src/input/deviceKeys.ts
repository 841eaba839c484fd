/**
 * Which kind of keyboard the pupil most likely has, for the words on screen that name a key: a
 * Windows PC's 半角/全角 key, the 英数 key of a Chromebook's or a Mac's Japanese keyboard, or the globe
 * key of a tablet's on-screen keyboard (iPads, and Chromebooks used as tablets).
 */
export type DeviceKeys = 'windows' | 'eisu' | 'touch';

/** What {@link deviceKeysOf} reads from the browser; passed in so that tests need no browser. */
export interface DeviceTraits {
  userAgent: string;
  /** `navigator.maxTouchPoints`. */
  maxTouchPoints: number;
  /** Whether the primary pointer is a finger and nothing hovers (`(pointer: coarse) and (hover: none)`). */
  touchFirst: boolean;
}

/** Decides which keys to name on this device. */
export function deviceKeysOf(traits: DeviceTraits): DeviceKeys {
  if (traits.touchFirst) return 'touch';
  // iPadOS asks for the desktop site and then calls itself a Mac; only the touch points tell them apart.
  if (/Macintosh/.test(traits.userAgent) && traits.maxTouchPoints > 1) return 'touch';
  if (/iPhone|iPad|Android/.test(traits.userAgent)) return 'touch';
  if (/CrOS|Macintosh/.test(traits.userAgent)) return 'eisu';
  return 'windows';
}

/** The traits of the browser this runs in (a Windows PC when there is no browser, as in tests). */
export function currentDeviceTraits(): DeviceTraits {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') {
    return { userAgent: '', maxTouchPoints: 0, touchFirst: false };
  }
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    touchFirst: window.matchMedia?.('(pointer: coarse) and (hover: none)').matches ?? false,
  };
}
