import '@rspress/core/dist/theme/components/Search/SearchButton.css';
import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import type { manualTexts } from '../i18nTexts';

/** Props of the navbar's search button. */
export interface SearchButtonProps {
  setFocused: (focused: boolean) => void;
}

/** The navbar's search button: it reads "Search" while the search box itself says "Search Docs". */
export function SearchButton({ setFocused }: SearchButtonProps) {
  const t = useI18n<typeof manualTexts>();
  const [hotkey, setHotkey] = useState('');
  useEffect(() => {
    setHotkey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return (
    <>
      <button type="button" className="rp-search-button" onClick={() => setFocused(true)}>
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" />
          <span className="rp-search-button__word">{t('searchButtonText')}</span>
        </span>
        <span className="rp-search-button__hotkey" style={{ opacity: hotkey ? 1 : 0 }} aria-hidden="true">
          {hotkey} K
        </span>
      </button>
      <button
        type="button"
        className="rp-search-button--mobile"
        aria-label={t('searchButtonText')}
        onClick={() => setFocused(true)}
      >
        <SvgWrapper icon={IconSearch} />
      </button>
    </>
  );
}
