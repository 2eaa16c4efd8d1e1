import type { ReactNode } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link } from 'react-router-dom';
import { titleCase, usePageTitle } from '../hooks/use-page-title';
import { PATHS } from '../lib/paths';

/** A link back up the trail; the current page closes the trail by itself. */
export interface Crumb {
  label: string;
  to: string;
}

export const HEADING_ID = 'shop-heading';

/**
 * Breadcrumb trail and page title of the signed-in screens (shop and portal). The heading
 * can take focus, so a screen can move focus there when the control a person used
 * disappears (a removed cart line). Without a trail there is no breadcrumb. The browser tab
 * is titled after the heading.
 */
export function ScreenHeader({
  title,
  trail = [],
  headingId = HEADING_ID,
  awaitedCrumb,
}: {
  title: string;
  trail?: readonly Crumb[];
  headingId?: string;
  /** The label of a crumb that comes with the page's data, its place held unseen meanwhile (a phone's trail may wrap: the heading would move). */
  awaitedCrumb?: string;
}) {
  usePageTitle(titleCase(title));
  return (
    <header className="mb-3">
      {trail.length > 0 && (
        <Breadcrumb label="Breadcrumb" listProps={{ className: 'mb-2 breadcrumb-arrows' }}>
          {trail.map((crumb) => (
            <Breadcrumb.Item key={crumb.to} linkAs={Link} linkProps={{ to: crumb.to }}>
              {crumb.label}
            </Breadcrumb.Item>
          ))}
          {awaitedCrumb && (
            <li className="breadcrumb-item invisible" aria-hidden="true">
              {awaitedCrumb}
            </li>
          )}
          <Breadcrumb.Item active>{title}</Breadcrumb.Item>
        </Breadcrumb>
      )}
      <h1 id={headingId} className="h3 fw-bold text-brand" tabIndex={-1}>
        {title}
      </h1>
    </header>
  );
}

/** What opens a screen under its title (its words, a notice), kept to a readable width on wide screens. */
export function ScreenIntro({ children }: { children: ReactNode }) {
  return (
    <div className="row">
      <div className="col-12 col-xl-10">{children}</div>
    </div>
  );
}

/** The shop screens' name for it. */
export const ShopHeader = ScreenHeader;

export const HOME_CRUMB: Crumb = { label: 'HOME', to: PATHS.home };
export const STOREFRONT_CRUMB: Crumb = { label: 'AVAILABLE PRODUCTS', to: PATHS.storefront };

export function focusHeading(): void {
  document.getElementById(HEADING_ID)?.focus();
}
