import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/kit';
import { PickSheetDocument } from '../api/pick-sheet.generated';
import { PickSheet } from '../components/PickSheet';

// 04:00 on Sunday 22 November 2026 in Manila, still the 21st in UTC: the sheet opens on the Manila day.
const NOW = new Date('2026-11-21T20:00:00Z');

type Item = {
  productId: string;
  productName: string;
  productType: string;
  quantity: number;
  storage?: { temperature: string | null; shelfLifeUnopened: string | null };
};
const NO_GUIDANCE = { temperature: null, shelfLifeUnopened: null };

const sheet = (day: string, items: Item[]) => ({
  request: { query: PickSheetDocument, variables: { day } },
  result: {
    data: {
      pickSheet: {
        __typename: 'PickSheet',
        day,
        orderCount: items.length ? 3 : 0,
        items: items.map(({ storage = NO_GUIDANCE, ...item }) => ({
          __typename: 'PickSheetItem',
          ...item,
          storage: { __typename: 'StorageGuidance', ...storage },
        })),
      },
    },
  },
});

describe('daily pick sheet', () => {
  it("opens on today's Manila day, lists products with their totals, and follows the chosen day", async () => {
    const user = userEvent.setup();
    renderScreen(<PickSheet now={NOW} />, {
      mocks: [
        sheet('2026-11-22', [
          {
            productId: 'DRD-001',
            productName: 'Dried Danggit',
            productType: 'DRIED',
            quantity: 5,
            storage: { temperature: 'Cool, dry place', shelfLifeUnopened: '6 months' },
          },
          { productId: 'SMK-008', productName: 'Tinapa Flakes', productType: 'SMOKED', quantity: 1 },
        ]),
        sheet('2026-11-20', []),
      ],
      toasts: false,
    });
    const table = await screen.findByRole('table', { name: '3 approved orders on 2026-11-22' });
    // The type and ID twice: as columns from 576 px up, under the name on a phone (CSS shows one of them).
    // …and how to keep it, from the product's page.
    expect(
      within(table).getByRole('row', {
        name: 'DRIED DRD-001 Dried Danggit DRIED · DRD-001 Keep: Cool, dry place · 6 months 5',
      }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'SMOKED SMK-008 Tinapa Flakes SMOKED · SMK-008 1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print pick sheet' })).toBeEnabled();

    const day = screen.getByLabelText('Day approved (Manila time)');
    await user.clear(day);
    await user.type(day, '2026-11-20');
    expect(await screen.findByText('No order was approved on 2026-11-20.')).toBeInTheDocument();
  });
});
