import type { ReactNode } from 'react';

/** The heading band at the top of every public page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header py-4 mb-4">
      <h1 className="display-6 fw-bold mb-2">{title}</h1>
      {children && <div className="lead mb-0">{children}</div>}
    </header>
  );
}
