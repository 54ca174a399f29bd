// A QR code as data (made on the server, worker/files/qr.ts): the modules as one SVG path, so
// the page's markup is the same on the server and in the browser and no QR library ships to it
// (components/mobile-qr.tsx draws it).

export interface QrPicture {
  /** The address it encodes (the page's /m twin, absolute). */
  url: string;
  /** Modules per side, without the quiet zone. */
  size: number;
  /** SVG path data of the dark modules, one unit per module. */
  path: string;
}
