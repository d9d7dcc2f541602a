'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const sharp = require('sharp');

const PALETTES = [
  ['#58595b', '#f2b705'],
  ['#1f6f8b', '#99c1de'],
  ['#3a7d44', '#c4e3b5'],
  ['#9c3d54', '#f4c2c2'],
  ['#6a4c93', '#d3c4f0'],
  ['#c0632b', '#fbd8b0'],
  ['#22577a', '#80ed99'],
  ['#7a5c3a', '#efe1c6'],
];

/** @param {string} text */
const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Deterministic small hash so the same key always yields the same picture. @param {string} key */
const hashOf = (key) => [...key].reduce((acc, ch) => (acc * 31 + ch.charCodeAt(0)) >>> 0, 7);

/**
 * Draws an abstract illustration (shapes plus a caption) as SVG. Everything is generated
 * locally: the seed never downloads images.
 *
 * @param {{ key: string, label: string, width: number, height: number, shape: 'scene' | 'portrait' | 'icon' | 'logo' }} spec
 */
function illustrationSvg({ key, label, width, height, shape }) {
  const seed = hashOf(key);
  const [dark, light] = PALETTES[seed % PALETTES.length];
  const r = (/** @type {number} */ n) => (seed >> n) % 100;
  if (shape === 'portrait') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${light}"/>
  <circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.2}" fill="${dark}"/>
  <ellipse cx="${width / 2}" cy="${height * 1.02}" rx="${width * 0.38}" ry="${height * 0.38}" fill="${dark}"/>
</svg>`;
  }
  if (shape === 'icon') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" rx="${width * 0.2}" fill="${light}"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${width * 0.3}" fill="none" stroke="${dark}" stroke-width="${width * 0.08}"/>
  <text x="50%" y="58%" font-family="sans-serif" font-size="${width * 0.3}" text-anchor="middle" fill="${dark}">${escapeXml(label)}</text>
</svg>`;
  }
  if (shape === 'logo') {
    // The name is drawn in full: a long one gets a smaller font (bold sans-serif glyphs average
    // about 0.62 of the font size) instead of running off the picture's edge.
    const nameFontSize = Math.min(height * 0.36, (width - height * 1.15) / (label.length * 0.62));
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect x="${height * 0.15}" y="${height * 0.15}" width="${height * 0.7}" height="${height * 0.7}" rx="${height * 0.15}" fill="${dark}"/>
  <path d="M ${height * 0.3} ${height * 0.5} l ${height * 0.12} ${height * 0.12} l ${height * 0.2} ${-height * 0.25}" stroke="${light}" stroke-width="${height * 0.08}" fill="none"/>
  <text x="${height * 1.05}" y="${height * 0.62}" font-family="sans-serif" font-weight="bold" font-size="${nameFontSize}" fill="${dark}">${escapeXml(label)}</text>
</svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * (0.15 + r(2) / 200)}" cy="${height * (0.3 + r(5) / 300)}" r="${height * 0.22}" fill="${dark}" opacity="0.85"/>
  <rect x="${width * 0.45}" y="${height * (0.2 + r(9) / 400)}" width="${width * 0.4}" height="${height * 0.12}" rx="12" fill="${dark}" opacity="0.6"/>
  <rect x="${width * 0.45}" y="${height * 0.45}" width="${width * 0.3}" height="${height * 0.08}" rx="10" fill="${dark}" opacity="0.4"/>
  <polygon points="${width * 0.1},${height * 0.95} ${width * 0.35},${height * 0.6} ${width * 0.6},${height * 0.95}" fill="${dark}" opacity="0.3"/>
  <text x="${width * 0.45}" y="${height * 0.8}" font-family="sans-serif" font-size="${height * 0.07}" fill="${dark}">${escapeXml(label.slice(0, 40))}</text>
</svg>`;
}

const SIZES = {
  scene: { width: 800, height: 500 },
  portrait: { width: 400, height: 400 },
  icon: { width: 256, height: 256 },
  logo: { width: 720, height: 160 },
};

/**
 * Renders an illustration to a PNG file in a temp dir and returns what the upload service needs.
 *
 * @param {string} key stable name of the image (also its file name)
 * @param {string} label caption drawn into the picture
 * @param {keyof typeof SIZES} shape
 */
async function renderPng(key, label, shape) {
  const { width, height } = SIZES[shape];
  const svg = illustrationSvg({ key, label, width, height, shape });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-seed-'));
  const filepath = path.join(dir, `${key}.png`);
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(filepath);
  return { dir, filepath, size: fs.statSync(filepath).size, originalFilename: `${key}.png`, mimetype: 'image/png' };
}

/**
 * A small but valid one-page PDF (a webinar hand-out), written by hand so no PDF library is needed.
 * @param {string} title
 */
function handoutPdf(title) {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 20 Tf 60 760 Td (${text}) Tj 0 -30 Td /F1 12 Tf (Hand-out bij de digidate - Doorloopjes) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  /** @type {number[]} */
  const offsets = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** @param {string} key @param {string} title */
function writePdf(key, title) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-seed-'));
  const filepath = path.join(dir, `${key}.pdf`);
  fs.writeFileSync(filepath, handoutPdf(title));
  return { dir, filepath, size: fs.statSync(filepath).size, originalFilename: `${key}.pdf`, mimetype: 'application/pdf' };
}

module.exports = { renderPng, writePdf };
