import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';

/** Frame of the account and shop screens; their forms and tables are built on the GraphQL API. */
export function AccountScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="screen-title">
      <PageHeader title={title} />
      {children}
    </section>
  );
}
