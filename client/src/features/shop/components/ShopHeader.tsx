import type { CSSProperties } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link } from 'react-router-dom';

/** A link back up the trail; the current page closes the trail by itself. */
export interface Crumb {
  label: string;
  to: string;
}

/** The spec's breadcrumbs read 'HOME > …': Bootstrap's divider is set to '>'. */
const DIVIDER = { '--bs-breadcrumb-divider': "'>'" } as CSSProperties;

export const HEADING_ID = 'shop-heading';

/**
 * Breadcrumb trail and page title of the shop screens. The heading can take focus, so a
 * screen can move focus there when the control a person used disappears (a removed cart line).
 */
export function ShopHeader({ title, trail }: { title: string; trail: readonly Crumb[] }) {
  return (
    <header className="mb-3">
      <Breadcrumb listProps={{ style: DIVIDER, className: 'mb-2' }}>
        {trail.map((crumb) => (
          <Breadcrumb.Item key={crumb.to} linkAs={Link} linkProps={{ to: crumb.to }}>
            {crumb.label}
          </Breadcrumb.Item>
        ))}
        <Breadcrumb.Item active>{title}</Breadcrumb.Item>
      </Breadcrumb>
      <h1 id={HEADING_ID} className="h3 fw-bold text-brand" tabIndex={-1}>
        {title}
      </h1>
    </header>
  );
}

export const HOME_CRUMB: Crumb = { label: 'HOME', to: '/home' };
export const STOREFRONT_CRUMB: Crumb = { label: 'AVAILABLE PRODUCTS', to: '/storefront' };

export function focusHeading(): void {
  document.getElementById(HEADING_ID)?.focus();
}
