import { removeBase, useI18n, useLocation, useSite, useVersion, withBase } from '@rspress/core/runtime';
import { versionPath } from './versionPath';

/** The navbar's version switcher; it always shows the current version, even when it is the only one. */
export function VersionSwitcher() {
  const { site } = useSite();
  const current = useVersion();
  const { pathname, search } = useLocation();
  const t = useI18n();
  const versions = site.multiVersion.versions ?? [];
  if (versions.length === 0) return null;
  const defaultVersion = site.multiVersion.default || versions[0] || '';
  return (
    <label className="kq-version-switcher">
      <span className="kq-version-switcher__label">{t('versionsText')}</span>
      <select
        className="kq-version-switcher__select"
        aria-label={t('versionsText')}
        value={current || defaultVersion}
        onChange={(event) => {
          const target = event.target.value;
          const path = versionPath(removeBase(pathname), current || defaultVersion, target, defaultVersion);
          window.location.assign(withBase(path) + search);
        }}
      >
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
    </label>
  );
}
