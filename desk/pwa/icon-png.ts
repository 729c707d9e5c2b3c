import { crc32, deflateSync } from "node:zlib";

/*
 * The desk's home-screen icon, drawn at build time as a PNG of any size: an envelope on the
 * desk's navy, kept inside the middle 80% so a launcher's round or squircle mask leaves it whole
 * (a "maskable" icon). A few hundred bytes at any size: no image is kept in the repository.
 */

const NAVY = [0x0f, 0x2a, 0x4a] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

/** The colour at a point of the unit square (0..1 each way). */
function colourAt(x: number, y: number): readonly [number, number, number] {
  const inside = x >= 0.24 && x <= 0.76 && y >= 0.31 && y <= 0.69;
  if (!inside) return NAVY;
  // The flap: two strokes from the top corners to the middle of the envelope.
  const fold = 0.31 + (0.5 - Math.abs(x - 0.5)) * 0.75;
  return Math.abs(y - fold) < 0.025 ? NAVY : WHITE;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The icon as an 8-bit RGB PNG of `size` × `size` pixels. */
export function deskIconPng(size: number): Buffer {
  const rows = Buffer.alloc(size * (size * 3 + 1));
  for (let row = 0; row < size; row++) {
    const start = row * (size * 3 + 1);
    rows[start] = 0; // no filter
    for (let column = 0; column < size; column++) {
      const [r, g, b] = colourAt((column + 0.5) / size, (row + 0.5) / size);
      rows.set([r, g, b], start + 1 + column * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter choice, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
