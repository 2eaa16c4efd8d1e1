import { screen, within } from '@testing-library/react';
import { axeViolations } from '../../../test/a11y';
import { renderScreen } from '../../../test/kit';
import { LotAttentionDocument } from '../api/lot-attention.generated';
import { LotsToWatch } from '../components/LotsToWatch';

const lot = (lotId: number, lotCode: string, bestBefore: string, quantityLeft: number) => ({
  __typename: 'WatchedLot' as const,
  lotId,
  lotCode,
  productId: 'SMK-001',
  productName: 'Tinapang Bangus 400 g',
  bestBefore,
  quantityLeft,
  status: 'RELEASED',
});

describe('the dashboard’s lots to watch', () => {
  it('lists the lots reaching best-before soon and those expired with units left, with their label dates, and links to Lots', async () => {
    renderScreen(<LotsToWatch />, {
      mocks: [
        {
          request: { query: LotAttentionDocument },
          result: {
            data: {
              lotAttention: {
                __typename: 'LotAttention' as const,
                withinDays: 7,
                expiring: [lot(2, 'SMK-20261201-A', '2026-12-04', 6)],
                expired: [],
              },
            },
          },
        },
      ],
      toasts: false,
    });
    const soon = await screen.findByRole('region', { name: 'Best before within 7 days' });
    expect(within(soon).getByText('SMK-20261201-A')).toBeInTheDocument();
    expect(within(soon).getByText('04Dec2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Expired with units left (0)' })).toBeInTheDocument();
    expect(screen.getByText('No expired lot has units left.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lots' })).toHaveAttribute('href', '/lots');
    expect(await axeViolations()).toEqual([]);
  });
});
