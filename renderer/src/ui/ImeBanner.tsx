import { useT } from '../i18n';

/** The warning shown while Japanese input (IME or full-width characters) is on: 「半角英数にしてね」. */
export function ImeBanner({ visible }: { visible: boolean }) {
  const t = useT();
  return (
    <div className="ime-banner-slot" role="alert">
      {visible ? (
        <div className="ime-banner" data-testid="ime-banner">
          <span className="ime-banner-key" aria-hidden="true">
            半角/全角
          </span>
          <span>
            <strong className="ime-banner-title">{t('typing.ime')}</strong>
            <span className="ime-banner-help">{t('typing.imeHelp')}</span>
          </span>
        </div>
      ) : null}
    </div>
  );
}
