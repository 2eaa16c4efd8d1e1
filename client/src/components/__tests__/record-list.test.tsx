import { render, screen, within } from '@testing-library/react';
import { atPhoneWidth } from '../../test/phone-width';
import type { RecordField } from '../record-fields';
import { RecordList } from '../RecordList';

interface Fish {
  id: string;
  name: string;
  price: string;
  owner: string;
}
const FISH: Fish[] = [
  { id: 'DR-1', name: 'Danggit', price: '₱150.00', owner: 'cust-1' },
  { id: 'SM-2', name: 'Tinapa', price: '₱99.50', owner: 'cust-1' },
];
const FIELDS: readonly RecordField<Fish>[] = [
  { label: 'Owner', value: (fish) => fish.owner, card: 'none' },
  { label: 'Fish ID', value: (fish) => fish.id },
  { label: 'Fish Name', value: (fish) => fish.name, rowHeader: true, card: 'title', cardLabelHidden: true },
  { label: 'State', value: () => <span className="badge">FRESH</span>, card: 'badge', cardLabelHidden: true },
  { label: 'Price', value: (fish) => fish.price, card: 'main' },
  { label: 'Action', value: (fish) => <button type="button">EAT {fish.name}</button>, card: 'actions' },
];
const renderList = () =>
  render(
    <RecordList label="Fish list" caption="Fish in stock" records={FISH} fields={FIELDS} keyOf={(fish) => fish.id} />,
  );

describe('RecordList on wide screens', () => {
  it('is the table: every field a column in its order, the title field the row header', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Fish in stock' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Owner', 'Fish ID', 'Fish Name', 'State', 'Price', 'Action']);
    const row = screen.getByRole('row', { name: /Danggit/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Danggit');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['cust-1', 'DR-1', 'FRESH', '₱150.00', 'EAT Danggit']);
    expect(screen.getByRole('region', { name: 'Fish list' })).toHaveAttribute('tabindex', '0');
    expect(document.querySelectorAll('[data-record]')).toHaveLength(2);
  });
});

describe('RecordList on phones (below 768 px)', () => {
  atPhoneWidth();

  it('is a list of cards: heading and badge first, then the summary, the buttons and the details, each value labelled', () => {
    renderList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Fish list' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [danggit] = cards;
    expect(within(danggit).getByRole('heading', { level: 2 })).toHaveTextContent('Fish Name Danggit');
    expect(danggit).toHaveTextContent(/^Fish Name Danggit\s*State: FRESHPrice₱150\.00EAT DanggitFish IDDR-1$/);
    const terms = within(danggit)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const values = within(danggit)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(terms).toEqual(['Price', 'Fish ID']);
    expect(values).toEqual(['₱150.00', 'DR-1']);
    expect(within(danggit).getByRole('group', { name: 'Action' })).toContainElement(
      within(danggit).getByRole('button', { name: 'EAT Danggit' }),
    );
    // Left out on phones: the same in every card.
    expect(danggit).not.toHaveTextContent('cust-1');
    expect(danggit).toHaveAttribute('data-record');
  });
});

describe('RecordList rendered without a window (a screen the server sends)', () => {
  it('holds both layouts, each in the box the stylesheet shows at its widths', async () => {
    const { renderToString } = await import('react-dom/server');
    const box = document.createElement('div');
    box.innerHTML = renderToString(
      <RecordList label="Fish list" caption="Fish in stock" records={FISH} fields={FIELDS} keyOf={(fish) => fish.id} />,
    );
    const phone = box.querySelector('.record-list-phone');
    const wide = box.querySelector('.record-list-wide');
    expect(phone?.querySelectorAll('li.record-card')).toHaveLength(2);
    expect(phone?.querySelector('table')).toBeNull();
    expect(wide?.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(wide?.querySelector('.record-card')).toBeNull();
    // The phone's cards come first: before the stylesheet applies, a phone reads its own layout first.
    expect(box.firstElementChild).toBe(phone);
  });
});
