/**
 * The square crop of the avatar step, as numbers only: which square of the source image is
 * shown, given a zoom and a centre, kept inside the image whatever the user does.
 */
export interface CropState {
  /** 1 shows the largest square that fits; 4 shows a quarter of its side. */
  zoom: number;
  /** Centre of the shown square, in source pixels. */
  centerX: number;
  centerY: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** The avatar's stored size; the server keeps it at 512 px too. */
export const AVATAR_SIZE = 512;

export function initialCrop(width: number, height: number): CropState {
  return { zoom: 1, centerX: width / 2, centerY: height / 2 };
}

/** Side of the shown square, in source pixels. */
export function cropSide(width: number, height: number, zoom: number): number {
  return Math.min(width, height) / Math.min(Math.max(zoom, MIN_ZOOM), MAX_ZOOM);
}

/** The same crop with its zoom in range and its square inside the image. */
export function clampCrop(crop: CropState, width: number, height: number): CropState {
  const zoom = Math.min(Math.max(crop.zoom, MIN_ZOOM), MAX_ZOOM);
  const half = cropSide(width, height, zoom) / 2;
  const clamp = (value: number, size: number) => Math.min(Math.max(value, half), size - half);
  return { zoom, centerX: clamp(crop.centerX, width), centerY: clamp(crop.centerY, height) };
}

/** Moves the crop by a drag of (dx, dy) screen pixels over a preview `previewSize` wide. */
export function panCrop(
  crop: CropState,
  dx: number,
  dy: number,
  previewSize: number,
  width: number,
  height: number,
): CropState {
  const scale = cropSide(width, height, crop.zoom) / previewSize;
  return clampCrop(
    { ...crop, centerX: crop.centerX - dx * scale, centerY: crop.centerY - dy * scale },
    width,
    height,
  );
}

/** The source rectangle to draw: [sx, sy, side, side]. */
export function sourceRect(crop: CropState, width: number, height: number) {
  const side = cropSide(width, height, crop.zoom);
  return { x: crop.centerX - side / 2, y: crop.centerY - side / 2, side };
}
