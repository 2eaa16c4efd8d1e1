import { ADDRESS_LABEL_MAX, ADDRESS_LINE_MAX, PLACE_NAME_MAX } from '@waters/domain';
import { fullAddress } from '../../../lib/address';
import { addressErrors, EMPTY_ADDRESS, trimmedAddress } from '../utils/address-rules';

const HOME = { label: 'Home', address: '12 Mabini St., Brgy. Poblacion', city: 'Bacoor', province: 'Cavite' };

describe('address form rules', () => {
  it('a complete address has no messages', () => {
    expect(addressErrors(HOME)).toEqual({});
  });

  it('every field is required; blanks count as empty', () => {
    expect(addressErrors(EMPTY_ADDRESS)).toEqual({
      label: 'Give the address a name, e.g. Home or Store.',
      address: 'Enter the street, building and barangay.',
      city: 'Enter the city or municipality.',
      province: 'Enter the province.',
    });
    expect(addressErrors({ ...HOME, city: '   ' })).toEqual({ city: 'Enter the city or municipality.' });
  });

  it('holds each field to the server’s length, counted in characters (an emoji is one)', () => {
    expect(addressErrors({ ...HOME, label: '🏠'.repeat(ADDRESS_LABEL_MAX) })).toEqual({});
    expect(addressErrors({ ...HOME, label: 'x'.repeat(ADDRESS_LABEL_MAX + 1) })).toEqual({ label: `Label can be at most ${ADDRESS_LABEL_MAX} characters.` });
    expect(addressErrors({ ...HOME, address: 'x'.repeat(ADDRESS_LINE_MAX + 1) }).address).toBe(`Street address can be at most ${ADDRESS_LINE_MAX} characters.`);
    expect(addressErrors({ ...HOME, province: 'x'.repeat(PLACE_NAME_MAX + 1) }).province).toBe(`Province can be at most ${PLACE_NAME_MAX} characters.`);
  });

  it('sends the fields trimmed, and writes an address as an order carries it', () => {
    expect(trimmedAddress({ label: ' Home ', address: ' 12 Mabini St. ', city: ' Bacoor', province: 'Cavite ' })).toEqual({
      label: 'Home',
      address: '12 Mabini St.',
      city: 'Bacoor',
      province: 'Cavite',
    });
    expect(fullAddress(HOME)).toBe('12 Mabini St., Brgy. Poblacion, Bacoor, Cavite');
    expect(fullAddress({ address: '27 Tirona Hwy., Kawit', city: null, province: null })).toBe('27 Tirona Hwy., Kawit');
  });
});
