import { HOME_CRUMB, ScreenHeader } from './ScreenHeader';

/** The title of an employee screen, with the HOME trail when the screen has one. */
export function PortalHeading({ title, breadcrumb = false }: { title: string; breadcrumb?: boolean }) {
  return <ScreenHeader title={title} trail={breadcrumb ? [HOME_CRUMB] : []} headingId="portal-title" />;
}
