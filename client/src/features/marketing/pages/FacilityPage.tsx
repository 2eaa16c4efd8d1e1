import { PageHeader } from '../../../components/PageHeader';
import { FACILITY } from '../../../content';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ProseSection } from '../components/ProseSection';

export default function FacilityPage() {
  usePageTitle('Our Facility');
  return (
    <>
      <PageHeader title={FACILITY.heading}>{FACILITY.intro}</PageHeader>
      {FACILITY.areas.map((area, i) => (
        <ProseSection key={area.id} section={area} imageFirst={i % 2 === 1} zoom priority={i === 0 && 'lcp'} />
      ))}
    </>
  );
}
