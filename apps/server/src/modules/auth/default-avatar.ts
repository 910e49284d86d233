import { crc32, deflateSync } from 'node:zlib';

const SIZE = 128;
const COLORS = {
  Mr: { background: [187, 222, 251], figure: [25, 118, 210] },
  Mme: { background: [248, 187, 208], figure: [194, 24, 91] },
} as const;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A head-and-shoulders silhouette on a disc, drawn once per genre (spec §9: default by genre). */
function draw(genre: keyof typeof COLORS): Buffer {
  const { background, figure } = COLORS[genre];
  const rows: Buffer[] = [];
  const c = SIZE / 2;
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 4);
    for (let x = 0; x < SIZE; x++) {
      const inDisc = (x - c) ** 2 + (y - c) ** 2 <= c * c;
      const inHead = (x - c) ** 2 + (y - 50) ** 2 <= 22 * 22;
      const inShoulders = y >= 80 && (x - c) ** 2 / (40 * 40) + (y - 118) ** 2 / (38 * 38) <= 1;
      const color = inHead || inShoulders ? figure : background;
      const offset = 1 + x * 4;
      row[offset] = color[0];
      row[offset + 1] = color[1];
      row[offset + 2] = color[2];
      row[offset + 3] = inDisc ? 255 : 0;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const cache = new Map<string, Buffer>();
export function defaultAvatar(genre: 'Mr' | 'Mme'): Buffer {
  let image = cache.get(genre);
  if (!image) {
    image = draw(genre);
    cache.set(genre, image);
  }
  return image;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG by its content: the signature, then an IHDR chunk with sane dimensions. */
export function isPng(data: Buffer): boolean {
  if (data.length < 33 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (data.subarray(12, 16).toString('ascii') !== 'IHDR') return false;
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  return width > 0 && height > 0 && width <= 4096 && height <= 4096;
}
