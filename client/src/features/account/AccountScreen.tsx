import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../hooks/use-page-title';

/** Frame of the account (and admin) screens: the page heading, the tab title, then the content. */
export function AccountScreen({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      {children}
    </section>
  );
}
