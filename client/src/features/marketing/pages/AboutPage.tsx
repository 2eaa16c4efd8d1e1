import { PageHeader } from '../../../components/PageHeader';
import { ABOUT } from '../../../content';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ProseSection } from '../components/ProseSection';

export default function AboutPage() {
  usePageTitle('About Us');
  return (
    <>
      <PageHeader title={ABOUT.heading}>{ABOUT.intro}</PageHeader>
      {ABOUT.sections.map((section, i) => (
        <ProseSection key={section.id} section={section} priority={i === 0 && 'lcp'} />
      ))}
    </>
  );
}
