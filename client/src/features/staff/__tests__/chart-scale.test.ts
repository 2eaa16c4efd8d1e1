import { axisTop, labelledDays } from '../utils/chart-scale';

describe('chart scale', () => {
  it.each([
    [0, true, 2],
    [1, true, 2],
    [3, true, 4],
    [5, true, 6],
    [7, true, 8],
    [42, true, 50],
    [150, true, 200],
    [0, false, 1],
    [3000, false, 4000],
    [1250.75, false, 2000],
    [12345.5, false, 20000],
  ])('the axis over a largest value of %p (whole: %p) goes to %p', (max, whole, top) => {
    expect(axisTop(max, whole)).toBe(top);
  });

  it('labels the first and last day and a few between', () => {
    expect(labelledDays(0)).toEqual([]);
    expect(labelledDays(1)).toEqual([0]);
    expect(labelledDays(2)).toEqual([0, 1]);
    expect(labelledDays(7)).toEqual([0, 2, 3, 5, 6]);
    expect(labelledDays(30)).toEqual([0, 7, 15, 22, 29]);
  });
});
