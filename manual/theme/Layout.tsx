import { PageContext, useI18n, useLocation } from '@rspress/core/runtime';
import { Layout as BasicLayout, type LayoutProps } from '@rspress/core/theme-original';
import { useContext, useEffect, useMemo, useState } from 'react';
import type { manualTexts } from '../i18nTexts';
import { hiddenPartsFromQuery, type ToggleKey } from './pageToggles';
import { VersionSwitcher } from './VersionSwitcher';

/**
 * The site layout: the theme's own layout, plus the version switcher in the navbar and the
 * `?navbar=0&sidebar=0&outline=0&footer=0` switches, applied as page settings after the first paint.
 */
export function Layout(props: LayoutProps) {
  const context = useContext(PageContext);
  const { search } = useLocation();
  const t = useI18n<typeof manualTexts>();
  const [hidden, setHidden] = useState<Partial<Record<ToggleKey, false>>>({});

  useEffect(() => {
    setHidden(hiddenPartsFromQuery(search));
  }, [search]);

  useEffect(() => {
    document.documentElement.style.setProperty(
      '--kq-search-index-error',
      JSON.stringify(t('searchIndexErrorText')),
    );
  }, [t]);

  const value = useMemo(() => {
    if (!context.data || Object.keys(hidden).length === 0) return context;
    return { ...context, data: { ...context.data, frontmatter: { ...context.data.frontmatter, ...hidden } } };
  }, [context, hidden]);

  return (
    <PageContext.Provider value={value}>
      <BasicLayout {...props} afterNavMenu={props.afterNavMenu ?? <VersionSwitcher />} />
    </PageContext.Provider>
  );
}
