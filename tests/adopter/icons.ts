// The adopter's icons drawn from its own emblem (sites/<name>/emblem.svg) in Chromium, for an
// identity folder whose icons are still the example's pictures: the 192 and 512 px PNGs (the
// 512 one is the share image), the scalable icon and a 32 px favicon.ico holding a PNG.

import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

/** An ICO file of one PNG image (Windows Vista's format, which every browser reads). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

/** Writes icons/ of the identity folder `dir` from its emblem.svg; returns the files written. */
export async function drawIcons(dir: string): Promise<string[]> {
  const svg = fs.readFileSync(path.join(dir, 'emblem.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const written: string[] = [];
  try {
    const page = await browser.newPage();
    const draw = async (size: number) => {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<html><body style="margin:0"><img alt="" width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
      );
      return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    };
    fs.mkdirSync(path.join(dir, 'icons'), { recursive: true });
    for (const size of [192, 512]) {
      fs.writeFileSync(path.join(dir, 'icons', `icon-${size}.png`), await draw(size));
      written.push(`icons/icon-${size}.png`);
    }
    fs.writeFileSync(path.join(dir, 'icons', 'favicon.ico'), icoOf(await draw(32), 32));
    fs.writeFileSync(path.join(dir, 'icons', 'icon.svg'), svg);
    written.push('icons/favicon.ico', 'icons/icon.svg');
  } finally {
    await browser.close();
  }
  return written;
}
