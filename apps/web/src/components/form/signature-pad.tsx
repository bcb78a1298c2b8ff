/**
 * A pad to sign on with a mouse, a pen or a finger (pointer events; touch-action none so the
 * page does not scroll while signing). The ink is dark on a light "paper" in both themes, and
 * the export is a transparent PNG trimmed to the ink, ready for job sheets.
 */
import { useImperativeHandle, useRef, type PointerEvent, type Ref } from 'react';
import Box from '@mui/material/Box';

const WIDTH = 900;
const HEIGHT = 300;
const INK = '#111827';
const LINE_WIDTH = 3;
const TRIM_PADDING = 12;

export interface SignaturePadHandle {
  clear(): void;
  /** The signature as a PNG trimmed to the ink; rejects when nothing is drawn. */
  toBlob(): Promise<Blob>;
  /** The same PNG as `data:image/png;base64,…`, the form a status request carries. */
  toDataUrl(): Promise<string>;
}

export interface SignaturePadProps {
  /** Accessible name of the pad. */
  label: string;
  /** Id of the text telling how to sign (and the keyboard alternative). */
  describedBy?: string;
  /** Called when the pad goes from empty to inked or back. */
  onInkChange: (hasInk: boolean) => void;
  ref?: Ref<SignaturePadHandle>;
}

interface Point {
  x: number;
  y: number;
}

/** The bounding box of non-transparent pixels, or null when the canvas is blank. */
function inkBounds(context: CanvasRenderingContext2D) {
  const { data } = context.getImageData(0, 0, WIDTH, HEIGHT);
  let top = HEIGHT;
  let left = WIDTH;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      if ((data[(y * WIDTH + x) * 4 + 3] ?? 0) > 0) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  if (right < 0) return null;
  const x = Math.max(0, left - TRIM_PADDING);
  const y = Math.max(0, top - TRIM_PADDING);
  return {
    x,
    y,
    width: Math.min(WIDTH, right + TRIM_PADDING + 1) - x,
    height: Math.min(HEIGHT, bottom + TRIM_PADDING + 1) - y,
  };
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The signature could not be read'));
    reader.readAsDataURL(blob);
  });
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be saved'))),
      'image/png',
    ),
  );
}

export function SignaturePad({ label, describedBy, onInkChange, ref }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const lastRef = useRef<Point | null>(null);
  const inkRef = useRef(false);

  const setInk = (value: boolean) => {
    if (inkRef.current !== value) {
      inkRef.current = value;
      onInkChange(value);
    }
  };

  useImperativeHandle(ref, () => {
    const handle: SignaturePadHandle = {
      clear() {
        const canvas = canvasRef.current;
        canvas?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
        lastRef.current = null;
        setInk(false);
      },
      async toDataUrl() {
        return dataUrlOf(await handle.toBlob());
      },
      async toBlob() {
        const canvas = canvasRef.current;
        const context = canvas?.getContext('2d');
        if (!canvas || !context || !inkRef.current) throw new Error('Nothing is drawn');
        const bounds = inkBounds(context);
        if (!bounds) throw new Error('Nothing is drawn');
        const trimmed = document.createElement('canvas');
        trimmed.width = bounds.width;
        trimmed.height = bounds.height;
        trimmed
          .getContext('2d')
          ?.drawImage(
            canvas,
            bounds.x,
            bounds.y,
            bounds.width,
            bounds.height,
            0,
            0,
            bounds.width,
            bounds.height,
          );
        return canvasBlob(trimmed);
      },
    };
    return handle;
  });

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: rect.width ? ((event.clientX - rect.left) * WIDTH) / rect.width : 0,
      y: rect.height ? ((event.clientY - rect.top) * HEIGHT) / rect.height : 0,
    };
  };

  const stroke = (from: Point, to: Point, pressure: number, pen: boolean) => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.strokeStyle = INK;
    context.fillStyle = INK;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    // A pen's pressure thickens the line; mice and fingers report a flat 0.5.
    context.lineWidth = pen && pressure > 0 ? LINE_WIDTH * (0.6 + pressure) : LINE_WIDTH;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x + (from.x === to.x && from.y === to.y ? 0.1 : 0), to.y);
    context.stroke();
  };

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    lastRef.current = point;
    stroke(point, point, event.pressure, event.pointerType === 'pen');
    setInk(true);
  };

  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = lastRef.current;
    if (!last) return;
    const pen = event.pointerType === 'pen';
    // Fast strokes deliver several points per frame; drawing them all keeps curves smooth.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    let from = last;
    for (const item of events.length > 0 ? events : [event.nativeEvent]) {
      const rect = event.currentTarget.getBoundingClientRect();
      const to = {
        x: rect.width ? ((item.clientX - rect.left) * WIDTH) / rect.width : 0,
        y: rect.height ? ((item.clientY - rect.top) * HEIGHT) / rect.height : 0,
      };
      stroke(from, to, item.pressure, pen);
      from = to;
    }
    lastRef.current = from;
  };

  const handlePointerEnd = () => {
    lastRef.current = null;
  };

  return (
    <Box
      sx={{
        width: '100%',
        aspectRatio: `${WIDTH} / ${HEIGHT}`,
        // Paper: light in both themes, so the dark ink shows as it will print.
        bgcolor: '#ffffff',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        position: 'relative',
        '&::after': {
          content: '""',
          position: 'absolute',
          insetInline: '8%',
          bottom: '22%',
          borderBottom: '1px dashed #9ca3af',
          pointerEvents: 'none',
        },
      }}
    >
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
        onPointerLeave={handlePointerEnd}
        style={{
          width: '100%',
          height: '100%',
          display: 'block',
          touchAction: 'none',
          cursor: 'crosshair',
          position: 'relative',
          zIndex: 1,
        }}
      />
    </Box>
  );
}
