import { useMemo } from 'react';
import { useT } from '../i18n';
import { currentDeviceTraits, type DeviceKeys, deviceKeysOf } from '../input/deviceKeys';

const WORDS = {
  windows: { title: 'typing.ime', help: 'typing.imeHelp' },
  eisu: { title: 'typing.imeEisu', help: 'typing.imeEisuHelp' },
  touch: { title: 'typing.imeTouch', help: 'typing.imeTouchHelp' },
} as const;

/** The globe key of an on-screen keyboard, drawn for the banner (an emoji would depend on the fonts). */
function GlobeKey() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="1.4em"
      height="1.4em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="4" ry="9" />
      <path d="M3 12h18M5 7h14M5 17h14" />
    </svg>
  );
}

/**
 * The warning shown while Japanese input (IME or full-width characters) is on: 「半角英数にしてね」,
 * naming the key this device has (半角/全角 on a Windows PC, 英数 on a Chromebook or a Mac, the globe
 * key of a tablet's on-screen keyboard). `keys` is for tests and stories; the device decides otherwise.
 */
export function ImeBanner({ visible, keys }: { visible: boolean; keys?: DeviceKeys }) {
  const t = useT();
  const device = useMemo(() => keys ?? deviceKeysOf(currentDeviceTraits()), [keys]);
  const words = WORDS[device];
  return (
    <div className="ime-banner-slot" role="alert">
      {visible ? (
        <div className="ime-banner" data-testid="ime-banner" data-keys={device}>
          <span className="ime-banner-key" aria-hidden="true">
            {device === 'windows' ? '半角/全角' : device === 'eisu' ? '英数' : <GlobeKey />}
          </span>
          <span>
            <strong className="ime-banner-title">{t(words.title)}</strong>
            <span className="ime-banner-help">{t(words.help)}</span>
          </span>
        </div>
      ) : null}
    </div>
  );
}
