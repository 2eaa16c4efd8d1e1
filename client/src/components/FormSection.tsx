import type { ReactNode } from 'react';

/**
 * A screen's form in a white card, as wide as a form reads well (full width on a phone): a
 * section named by its heading (an h2, `titleId`), which the form can take as its name too.
 */
export function FormSection({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <div className="row">
      <section aria-labelledby={titleId} className="col-12 col-lg-10 col-xl-8 mb-4">
        <div className="card shadow-sm bg-white">
          <div className="card-body p-3 p-md-4">
            <h2 id={titleId} className="h4">
              {title}
            </h2>
            {children}
          </div>
        </div>
      </section>
    </div>
  );
}
