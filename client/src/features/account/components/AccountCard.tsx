import type { ReactNode } from 'react';

/** The narrow white card the account forms sit in; full width on a phone. */
export function AccountCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="row justify-content-center">
      <div className={wide ? 'col-12 col-lg-10 col-xl-8' : 'col-12 col-md-9 col-lg-7 col-xl-6'}>
        <div className="card shadow-sm bg-white">
          <div className="card-body p-3 p-md-4">{children}</div>
        </div>
      </div>
    </div>
  );
}
