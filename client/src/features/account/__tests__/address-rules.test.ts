import { ADDRESS_LABEL_MAX, ADDRESS_LINE_MAX, LANDMARK_MAX } from '@waters/domain';
import { fullAddress } from '../../../lib/address';
import { addressErrors, EMPTY_ADDRESS } from '../utils/address-rules';

const HOME = {
  label: 'Home',
  address: '12 Mabini St.',
  provinceCode: '0402100000',
  cityCode: '0402103000',
  barangayCode: '',
  landmark: '',
};

describe('address form rules', () => {
  it('a complete address has no messages; the barangay and the landmark may be left out', () => {
    expect(addressErrors(HOME)).toEqual({});
  });

  it('the label, the street, the province and the city are required; blanks count as empty', () => {
    expect(addressErrors(EMPTY_ADDRESS)).toEqual({
      label: 'Give the address a name, e.g. Home or Store.',
      address: 'Enter the street and building.',
      provinceCode: 'Choose the province.',
      cityCode: 'Choose the city or municipality.',
    });
    expect(addressErrors({ ...HOME, address: '   ' })).toEqual({ address: 'Enter the street and building.' });
  });

  it('holds each typed field to the server’s length, counted in characters (an emoji is one)', () => {
    expect(addressErrors({ ...HOME, label: '🏠'.repeat(ADDRESS_LABEL_MAX) })).toEqual({});
    expect(addressErrors({ ...HOME, label: 'x'.repeat(ADDRESS_LABEL_MAX + 1) })).toEqual({
      label: `Label can be at most ${ADDRESS_LABEL_MAX} characters.`,
    });
    expect(addressErrors({ ...HOME, address: 'x'.repeat(ADDRESS_LINE_MAX + 1) }).address).toBe(
      `Street address can be at most ${ADDRESS_LINE_MAX} characters.`,
    );
    expect(addressErrors({ ...HOME, landmark: 'x'.repeat(LANDMARK_MAX + 1) }).landmark).toBe(
      `Landmark can be at most ${LANDMARK_MAX} characters.`,
    );
  });

  it('writes an address as an order carries it', () => {
    expect(fullAddress({ address: '12 Mabini St., Brgy. Poblacion', city: 'Bacoor', province: 'Cavite' })).toBe(
      '12 Mabini St., Brgy. Poblacion, Bacoor, Cavite',
    );
    expect(fullAddress({ address: '27 Tirona Hwy., Kawit', city: null, province: null })).toBe('27 Tirona Hwy., Kawit');
  });
});
