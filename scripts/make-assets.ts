// Renders the committed static assets of public/: the app icons (from one SVG mark, drawn in
// system Chromium through playwright-core), the favicon, and the notification chime (a short
// two-tone bell synthesised as 16-bit PCM WAV). Run: npx tsx scripts/make-assets.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const out = path.resolve(import.meta.dirname, '..', 'public');

const TEAL_LIGHT = '#16909a';
const TEAL_DARK = '#0a525b';

/**
 * The mark: an adhesive bandage laid diagonally on a teal tile, its pad carrying a small
 * medical cross. `inset` shrinks the bandage so a maskable icon keeps it inside the safe zone.
 */
function markSvg({ rounded, scale }: { rounded: boolean; scale: number }): string {
  const radius = rounded ? 112 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${TEAL_LIGHT}"/>
      <stop offset="1" stop-color="${TEAL_DARK}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${radius}" fill="url(#bg)"/>
  <g transform="translate(256 256) scale(${scale}) rotate(-45) translate(-256 -256)">
    <rect x="76" y="186" width="360" height="140" rx="70" fill="#ffffff"/>
    <rect x="191" y="196" width="130" height="120" rx="22" fill="#d7eef0"/>
    <g fill="#c4dfe2">
      <circle cx="128" cy="232" r="9"/><circle cx="128" cy="280" r="9"/><circle cx="158" cy="256" r="9"/>
      <circle cx="384" cy="232" r="9"/><circle cx="384" cy="280" r="9"/><circle cx="354" cy="256" r="9"/>
    </g>
    <g transform="rotate(45 256 256)" fill="${TEAL_DARK}">
      <rect x="244" y="222" width="24" height="68" rx="5"/>
      <rect x="222" y="244" width="68" height="24" rx="5"/>
    </g>
  </g>
</svg>
`;
}

/** An .ico holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

/**
 * A soft two-note bell (G5 then C6): each note has a short attack, a few inharmonic-free
 * partials and an exponential decay. Mono, 22.05 kHz, 16-bit: about 40 KB.
 */
function chimeWav(): Buffer {
  const rate = 22_050;
  const seconds = 0.9;
  const n = Math.round(rate * seconds);
  const samples = new Float64Array(n);
  const notes = [
    { freq: 783.99, start: 0, gain: 0.55 },
    { freq: 1046.5, start: 0.16, gain: 0.5 },
  ];
  const partials = [
    { mult: 1, amp: 1 },
    { mult: 2, amp: 0.28 },
    { mult: 3, amp: 0.08 },
  ];
  for (const note of notes) {
    const first = Math.round(note.start * rate);
    for (let i = first; i < n; i++) {
      const t = (i - first) / rate;
      const attack = Math.min(1, t / 0.008);
      const decay = Math.exp(-t * 5.2);
      let v = 0;
      for (const p of partials) v += p.amp * Math.sin(2 * Math.PI * note.freq * p.mult * t) * Math.exp(-t * 2 * p.mult);
      samples[i] = (samples[i] ?? 0) + note.gain * attack * decay * v;
    }
  }
  // Fade the last 60 ms to silence so the file ends without a click.
  const fade = Math.round(0.06 * rate);
  for (let i = n - fade; i < n; i++) samples[i] = (samples[i] ?? 0) * ((n - i) / fade);
  const peak = Math.max(...samples.map(Math.abs));
  const data = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) data.writeInt16LE(Math.round(((samples[i] ?? 0) / peak) * 0.7 * 32_767), i * 2);

  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function renderPngs() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const render = async (svg: string, size: number): Promise<Buffer> => {
      await page.setViewportSize({ width: size, height: size });
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
      );
      await page.waitForFunction(() => document.images[0]?.complete === true);
      return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    };
    const icon = markSvg({ rounded: true, scale: 1 });
    // Maskable and Apple icons are cropped by the platform: full-bleed tile, mark in the safe zone.
    const fullBleed = markSvg({ rounded: false, scale: 0.72 });
    const touch = markSvg({ rounded: false, scale: 0.86 });
    writeFileSync(path.join(out, 'favicon.svg'), icon);
    writeFileSync(path.join(out, 'pwa-192.png'), await render(icon, 192));
    writeFileSync(path.join(out, 'pwa-512.png'), await render(icon, 512));
    writeFileSync(path.join(out, 'pwa-maskable-512.png'), await render(fullBleed, 512));
    writeFileSync(path.join(out, 'apple-touch-icon.png'), await render(touch, 180));
    writeFileSync(path.join(out, 'favicon.ico'), icoFromPng(await render(icon, 32), 32));
  } finally {
    await browser.close();
  }
}

await renderPngs();
writeFileSync(path.join(out, 'notification.wav'), chimeWav());
console.log(`Assets written to ${path.relative(process.cwd(), out)}/`);
