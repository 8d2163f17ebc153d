// Images of a slider challenge: a background with a puzzle-shaped gap and the
// matching piece, drawn as SVG and sent as PNG (server/content/media/raster.ts). The picture is random shapes on a gradient, all drawn
// from node:crypto, so no two challenges look alike.
import { randomIntBetween } from '../../accounts/secrets';
import { pngDataUrl } from './raster';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 160;
export const PIECE_WIDTH = 50;
export const PIECE_HEIGHT = 52;

/** The piece outline in its own box: a square with a round tab on top and on the right. */
const PIECE_PATH = 'M1,11 H13 A7,7 0 1,1 27,11 H39 V24 A7,7 0 1,1 39,38 V51 H1 Z';

type Shape = (dx: number, dy: number) => string;

function colour(): string {
  return `hsl(${randomIntBetween(0, 359)},${randomIntBetween(45, 85)}%,${randomIntBetween(35, 70)}%)`;
}

function randomShapes(count: number): Shape[] {
  const shapes: Shape[] = [];
  for (let i = 0; i < count; i += 1) {
    const fill = colour();
    const opacity = (randomIntBetween(45, 90) / 100).toFixed(2);
    const cx = randomIntBetween(0, SLIDER_WIDTH);
    const cy = randomIntBetween(0, SLIDER_HEIGHT);
    const size = randomIntBetween(12, 46);
    switch (randomIntBetween(0, 2)) {
      case 0:
        shapes.push((dx, dy) => `<circle cx="${cx - dx}" cy="${cy - dy}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`);
        break;
      case 1: {
        const turn = randomIntBetween(0, 89);
        shapes.push((dx, dy) => `<rect x="${cx - dx - size / 2}" y="${cy - dy - size / 2}" width="${size}" height="${size}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${turn} ${cx - dx} ${cy - dy})"/>`);
        break;
      }
      default: {
        const points = [0, 1, 2].map(() => [cx + randomIntBetween(-size, size), cy + randomIntBetween(-size, size)] as const);
        shapes.push((dx, dy) => `<polygon points="${points.map(([px, py]) => `${px - dx},${py - dy}`).join(' ')}" fill="${fill}" fill-opacity="${opacity}"/>`);
      }
    }
  }
  return shapes;
}

export interface SliderImages {
  background: string;
  piece: string;
}

/** Draws a challenge whose piece belongs at (x, y) of the background. */
export async function drawSlider(x: number, y: number): Promise<SliderImages> {
  const from = colour();
  const to = colour();
  const shapes = randomShapes(16);
  const scene = (dx: number, dy: number) =>
    `<rect x="${-dx}" y="${-dy}" width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" fill="url(#g)"/>${shapes.map((s) => s(dx, dy)).join('')}`;
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" viewBox="0 0 ${SLIDER_WIDTH} ${SLIDER_HEIGHT}">` +
    `${gradient}</defs>${scene(0, 0)}` +
    `<path d="${PIECE_PATH}" transform="translate(${x} ${y})" fill="#000" fill-opacity="0.5" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"/></svg>`;
  const piece =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_WIDTH}" height="${PIECE_HEIGHT}" viewBox="0 0 ${PIECE_WIDTH} ${PIECE_HEIGHT}">` +
    `${gradient}<clipPath id="p"><path d="${PIECE_PATH}"/></clipPath></defs>` +
    `<g clip-path="url(#p)">${scene(x, y)}</g>` +
    `<path d="${PIECE_PATH}" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  const [backgroundPng, piecePng] = await Promise.all([pngDataUrl(background), pngDataUrl(piece)]);
  return { background: backgroundPng, piece: piecePng };
}
