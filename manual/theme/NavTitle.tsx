import { useLang, withBase } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { LOGO_TEXT } from '../site';

/**
 * The logo and the game's name at the left of the navbar, linking home. Rspress has one `logoText`
 * for all languages; this shows the name in the page's language instead.
 */
export function NavTitle() {
  const lang = useLang() === 'en' ? 'en' : 'ja';
  return (
    <div className="rp-nav__title">
      <Link href={lang === 'en' ? '/en/' : '/'} className="rp-nav__title__link">
        <div className="rp-nav__title__logo">
          <img src={withBase('/logo.svg')} alt="" className="rspress-logo rp-nav__title__logo-image" />
        </div>
        <span>{LOGO_TEXT[lang]}</span>
      </Link>
    </div>
  );
}
