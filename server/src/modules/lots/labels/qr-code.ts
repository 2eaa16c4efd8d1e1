import bwipjs from 'bwip-js';

/*
 * A label's QR code, drawn by bwip-js (Barcode Writer in Pure PostScript, maintained and standard-true)
 * rather than by our own encoder. Error correction M at the least: BWIPP raises it to Q or H when that
 * fits in the same symbol, so a scuffed label still scans at no cost in size. The quiet zone is the
 * 4 modules the QR standard asks for (a module is 2 points, padding is in points), black on an opaque
 * white ground, so the code scans on coloured label stock too. The SVG has a viewBox and no size: it
 * scales to the box the label gives it.
 */
const QR_OPTIONS = {
  bcid: 'qrcode',
  eclevel: 'M',
  padding: 8,
  barcolor: '000000',
  backgroundcolor: 'FFFFFF',
};

/** The QR code of `text` as a standalone SVG document. */
export function qrCodeSvg(text: string): string {
  return bwipjs.toSVG({ ...QR_OPTIONS, text });
}

/** The same QR code as a PNG, `scale` pixels to a point (2 points a module). */
export async function qrCodePng(text: string, scale = 4): Promise<Buffer> {
  return bwipjs.toBuffer({ ...QR_OPTIONS, text, scale });
}
