// Draws the installed app's icons (decision 086) from the favicon's drawing, without an image
// library: `node scripts/icones-pwa.mjs` rewrites apps/web/public/icons/*.png, which are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const BLEU = [0x15, 0x65, 0xc0];
const BLANC = [0xff, 0xff, 0xff];
const SUR_ECHANTILLONS = 4;

// favicon.svg in its 32-unit square: "M9 23V9h7a4.5 4.5 0 0 1 0 9h-7m7 0 5 5", stroke 3, round caps.
const SEGMENTS = [
  [9, 23, 9, 9],
  [9, 9, 16, 9],
  [16, 18, 9, 18],
  [16, 18, 21, 23],
];
const ARC = { cx: 16, cy: 13.5, r: 4.5 };
const DEMI_TRAIT = 1.5;

function distanceSegment(x, y, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

// The arc is the right half of the circle, from (16, 9) to (16, 18).
function distanceArc(x, y) {
  if (x >= ARC.cx) return Math.abs(Math.hypot(x - ARC.cx, y - ARC.cy) - ARC.r);
  return Math.min(Math.hypot(x - ARC.cx, y - (ARC.cy - ARC.r)), Math.hypot(x - ARC.cx, y - (ARC.cy + ARC.r)));
}

const dansTrait = (x, y) =>
  distanceArc(x, y) <= DEMI_TRAIT || SEGMENTS.some((segment) => distanceSegment(x, y, segment) <= DEMI_TRAIT);

function dansCarreArrondi(x, y, rayon) {
  const cx = Math.max(rayon, Math.min(32 - rayon, x));
  const cy = Math.max(rayon, Math.min(32 - rayon, y));
  return Math.hypot(x - cx, y - cy) <= rayon;
}

/**
 * One icon: `echelle` shrinks the letter around the centre (a maskable icon keeps it inside the
 * safe circle, 80 % of the side), `rayon` rounds the corners (0 fills the square).
 */
function dessiner(taille, { echelle, rayon }) {
  const pixels = Buffer.alloc(taille * (taille * 4 + 1));
  for (let py = 0; py < taille; py++) {
    pixels[py * (taille * 4 + 1)] = 0;
    for (let px = 0; px < taille; px++) {
      let fond = 0;
      let lettre = 0;
      for (let sy = 0; sy < SUR_ECHANTILLONS; sy++) {
        for (let sx = 0; sx < SUR_ECHANTILLONS; sx++) {
          const x = ((px + (sx + 0.5) / SUR_ECHANTILLONS) / taille) * 32;
          const y = ((py + (sy + 0.5) / SUR_ECHANTILLONS) / taille) * 32;
          if (!dansCarreArrondi(x, y, rayon)) continue;
          fond++;
          if (dansTrait(16 + (x - 16) / echelle, 16 + (y - 16) / echelle)) lettre++;
        }
      }
      const n = SUR_ECHANTILLONS * SUR_ECHANTILLONS;
      const part = fond === 0 ? 0 : lettre / fond;
      const i = py * (taille * 4 + 1) + 1 + px * 4;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(BLEU[c] * (1 - part) + BLANC[c] * part);
      pixels[i + 3] = Math.round((255 * fond) / n);
    }
  }
  return png(taille, pixels);
}

function bloc(type, donnees) {
  const longueur = Buffer.alloc(4);
  longueur.writeUInt32BE(donnees.length);
  const corps = Buffer.concat([Buffer.from(type, 'ascii'), donnees]);
  const somme = Buffer.alloc(4);
  somme.writeUInt32BE(crc32(corps));
  return Buffer.concat([longueur, corps, somme]);
}

function png(taille, lignes) {
  const entete = Buffer.alloc(13);
  entete.writeUInt32BE(taille, 0);
  entete.writeUInt32BE(taille, 4);
  entete.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloc('IHDR', entete),
    bloc('IDAT', deflateSync(lignes, { level: 9 })),
    bloc('IEND', Buffer.alloc(0)),
  ]);
}

const dossier = new URL('../apps/web/public/icons/', import.meta.url);
mkdirSync(dossier, { recursive: true });
for (const [nom, taille, options] of [
  ['icone-192.png', 192, { echelle: 1, rayon: 6 }],
  ['icone-512.png', 512, { echelle: 1, rayon: 6 }],
  ['icone-masquable-512.png', 512, { echelle: 0.7, rayon: 0 }],
  ['icone-apple-180.png', 180, { echelle: 0.8, rayon: 0 }],
]) {
  writeFileSync(new URL(nom, dossier), dessiner(taille, options));
}
