import type { CSSProperties } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link } from 'react-router-dom';

// The spec draws the trail as "HOME > MANAGE PRODUCTS".
const ARROW_DIVIDER = { '--bs-breadcrumb-divider': "'>'" } as CSSProperties;

/** The title of an employee screen, with the HOME trail when the screen has one. */
export function PortalHeading({ title, breadcrumb = false }: { title: string; breadcrumb?: boolean }) {
  return (
    <header className="mb-3">
      <h1 id="portal-title" className="h2 fw-bold text-brand mb-2">
        {title}
      </h1>
      {breadcrumb && (
        <Breadcrumb label="Breadcrumb" style={ARROW_DIVIDER}>
          <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/home' }}>
            HOME
          </Breadcrumb.Item>
          <Breadcrumb.Item active>{title}</Breadcrumb.Item>
        </Breadcrumb>
      )}
    </header>
  );
}
