import { writeFileSync } from 'node:fs';

/**
 * A fake camera for Chromium (`--use-file-for-fake-video-capture`): a Y4M video whose frames show
 * the EAN-13 barcode of `ean`, black bars on white, drawn here from the EAN-13 tables (GS1 General
 * Specifications 5.2.1), so the test needs no image tool.
 */
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

export function ean13Modules(ean: string): string {
  if (!/^\d{13}$/.test(ean)) throw new Error(`not an EAN-13: ${ean}`);
  const digits = [...ean].map(Number);
  const parity = PARITY[digits[0]];
  let modules = '101';
  for (let i = 1; i <= 6; i++) modules += (parity[i - 1] === 'L' ? L : G)[digits[i]];
  modules += '01010';
  for (let i = 7; i <= 12; i++) modules += R[digits[i]];
  return `${modules}101`;
}

export function writeBarcodeVideo(path: string, ean: string, width = 640, height = 480, frames = 10): void {
  const modules = ean13Modules(ean);
  const scale = Math.floor((width * 0.8) / modules.length);
  const left = Math.floor((width - modules.length * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = Math.floor(height * 0.2); y < Math.floor(height * 0.8); y++)
    for (let m = 0; m < modules.length; m++)
      if (modules[m] === '1') luma.fill(16, y * width + left + m * scale, y * width + left + (m + 1) * scale);
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
