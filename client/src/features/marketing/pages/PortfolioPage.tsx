import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { ZoomGallery } from '../../../components/ZoomGallery';
import { PORTFOLIO, PORTFOLIO_INTRO } from '../../../content';
import { usePageTitle } from '../../../hooks/use-page-title';

const FILTERS = [
  { key: 'all', label: 'All' },
  { key: 'dried', label: 'Dried' },
  { key: 'marinated', label: 'Marinated' },
  { key: 'smoked', label: 'Smoked' },
] as const;

type Filter = (typeof FILTERS)[number]['key'];

const categoryOf = (src: string) => src.split('/')[1]?.split('-')[0];

export default function PortfolioPage() {
  usePageTitle('Portfolio');
  const [filter, setFilter] = useState<Filter>('all');
  const items = useMemo(
    () => (filter === 'all' ? PORTFOLIO : PORTFOLIO.filter((item) => categoryOf(item.src) === filter)),
    [filter],
  );
  return (
    <>
      <PageHeader title="Product Portfolio">{PORTFOLIO_INTRO}</PageHeader>
      <div role="group" aria-label="Show" className="btn-group flex-wrap mb-3">
        {FILTERS.map((f) => (
          <button
            key={f.key}
            type="button"
            className={`btn btn-outline-primary${filter === f.key ? ' active' : ''}`}
            aria-pressed={filter === f.key}
            onClick={() => setFilter(f.key)}
          >
            {f.label}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        Showing {items.length} images
      </p>
      <ZoomGallery items={items} label="Portfolio" columns="row-cols-2 row-cols-md-3 row-cols-xl-4" firstRow={2} />
    </>
  );
}
