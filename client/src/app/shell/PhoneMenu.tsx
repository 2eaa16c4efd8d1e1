import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';

/** The site navigation as Bootstrap's offcanvas: a column on large screens, a dialog on phones while `show`. */
export default function PhoneMenu({
  show,
  onHide,
  children,
}: {
  show: boolean;
  onHide: () => void;
  children: ReactNode;
}) {
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      responsive="lg"
      id="site-nav"
      aria-labelledby="site-nav-title"
      className="side-nav"
    >
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title id="site-nav-title">Menu</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="p-0">{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
