/**
 * The two symbologies the label sheets draw, imported from bwip-js by name: a bundle then keeps
 * only their encoders (about 180 kB) instead of every symbology bwip-js knows (950 kB), which its
 * `toBuffer({ bcid })` reaches through one lookup table. label-sheet.ts imports this module when
 * it renders, so nothing else loads it.
 */
export { code128, qrcode } from 'bwip-js/node';
