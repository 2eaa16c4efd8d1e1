/** Renders what follows at a phone's width (the test setup's matchMedia reads window.innerWidth); restored after each test. */
export function atPhoneWidth(width = 360) {
  const wide = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = width;
  });
  afterEach(() => {
    window.innerWidth = wide;
  });
}
