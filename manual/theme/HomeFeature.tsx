import type { Feature } from '@rspress/core';
import { cleanUrlByConfig, useFrontmatter, withBase } from '@rspress/core/runtime';
import { renderHtmlOrText, SvgWrapper } from '@rspress/core/theme-original';
import type { JSX } from 'react';

/** Where a feature card leads, as the address a plain link needs (the site's base included). */
function cardHref(link: string): string {
  if (/^[a-z]+:/i.test(link) || link.startsWith('//')) return link;
  return withBase(cleanUrlByConfig(link));
}

/** The width a card takes in the grid, as the theme's own cards do. */
function spanClass(span: Feature['span']): string {
  return span === 2 || span === 3 || span === 4 || span === 6
    ? `rp-home-feature__item--span-${span}`
    : 'rp-home-feature__item--span-4';
}

/**
 * The home page's feature cards as real links. The theme's cards are clickable `<article>`s that only
 * a pointer can use and that navigate by script; as links, a keyboard reaches them with Tab, Enter opens
 * them, a middle click opens a new tab, and the browser loads the page even before scripts have run.
 * The cards lead to large stand-alone pages (the UI catalogue, the API reference, the coverage report),
 * so a full page load is the right way there.
 */
export function HomeFeature({ features: featuresProp }: { features?: Feature[] }): JSX.Element {
  const { frontmatter } = useFrontmatter();
  const features = featuresProp ?? frontmatter?.features ?? [];
  return (
    <div className="rp-home-feature">
      {features.map(({ icon, title, details, link, span }) => {
        const body = (
          <>
            <div className="rp-home-feature__title-wrapper">
              {icon ? (
                <div className="rp-home-feature__icon">
                  <SvgWrapper icon={icon} />
                </div>
              ) : null}
              <h2 className="rp-home-feature__title">{title}</h2>
            </div>
            <p className="rp-home-feature__detail" {...renderHtmlOrText(details)} />
          </>
        );
        return (
          <div key={title} className={`rp-home-feature__item ${spanClass(span)}`}>
            <div className="rp-home-feature__item-wrapper">
              {link ? (
                <a
                  className="rp-home-feature__card rp-home-feature__card--clickable kq-feature-link"
                  href={cardHref(link)}
                >
                  {body}
                </a>
              ) : (
                <article className="rp-home-feature__card">{body}</article>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
