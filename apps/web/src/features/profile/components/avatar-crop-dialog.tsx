/**
 * The crop step of a new profile photo: the chosen image in a square frame, zoomed with a
 * slider and moved by dragging (mouse, pen or finger) or with the arrow keys; Save draws the
 * square at 512 px on a canvas and uploads that, so only the crop leaves the device.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined';
import ZoomOutOutlined from '@mui/icons-material/ZoomOutOutlined';
import { useTranslation } from 'react-i18next';
import {
  AVATAR_SIZE,
  clampCrop,
  initialCrop,
  MAX_ZOOM,
  MIN_ZOOM,
  panCrop,
  sourceRect,
  type CropState,
} from './crop-math.ts';
import { FormDialog } from './form-parts.tsx';

const PREVIEW_SIZE = 280;
const KEY_STEP = 12;

function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: CropState) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { x, y, side } = sourceRect(crop, image.naturalWidth, image.naturalHeight);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, x, y, side, side, 0, 0, canvas.width, canvas.height);
}

/** The cropped square as a JPEG of AVATAR_SIZE px. */
function exportCrop(image: HTMLImageElement, crop: CropState): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  drawCrop(canvas, image, crop);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be prepared'))),
      'image/jpeg',
      0.92,
    ),
  );
}

export interface AvatarCropDialogProps {
  file: File | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (cropped: Blob) => void;
  onUnreadable: () => void;
}

export function AvatarCropDialog({
  file,
  saving,
  onCancel,
  onSave,
  onUnreadable,
}: AvatarCropDialogProps) {
  const { t } = useTranslation('profile');
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const dragRef = useRef<{ x: number; y: number } | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, centerX: 0, centerY: 0 });

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => {
      setImage(element);
      setCrop(initialCrop(element.naturalWidth, element.naturalHeight));
    };
    element.onerror = () => onUnreadable();
    element.src = url;
    return () => {
      URL.revokeObjectURL(url);
      setImage(null);
    };
  }, [file, onUnreadable]);

  useEffect(() => {
    if (image && canvasRef.current) drawCrop(canvasRef.current, image, crop);
  }, [image, crop]);

  const update = (next: CropState) => {
    if (image) setCrop(clampCrop(next, image.naturalWidth, image.naturalHeight));
  };

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragRef.current = { x: event.clientX, y: event.clientY };
  };
  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = dragRef.current;
    if (!last || !image) return;
    const shown = event.currentTarget.getBoundingClientRect().width || PREVIEW_SIZE;
    dragRef.current = { x: event.clientX, y: event.clientY };
    setCrop((current) =>
      panCrop(
        current,
        event.clientX - last.x,
        event.clientY - last.y,
        shown,
        image.naturalWidth,
        image.naturalHeight,
      ),
    );
  };
  const handlePointerUp = () => {
    dragRef.current = null;
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!image) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setCrop((current) =>
      panCrop(current, move[0], move[1], PREVIEW_SIZE, image.naturalWidth, image.naturalHeight),
    );
  };

  const handleSave = async () => {
    if (!image) return;
    try {
      onSave(await exportCrop(image, crop));
    } catch {
      onUnreadable();
    }
  };

  return (
    <FormDialog
      open={file !== null}
      title={t('avatar.cropTitle')}
      onClose={onCancel}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
      submitting={saving}
      submitDisabled={!image}
      submitLabel={t('avatar.save')}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
        <Typography variant="body2" color="text.secondary" id="avatar-crop-help">
          {t('avatar.cropHelp')}
        </Typography>
        <Box
          sx={{
            width: '100%',
            maxWidth: PREVIEW_SIZE,
            aspectRatio: '1',
            borderRadius: '50%',
            overflow: 'hidden',
            bgcolor: 'action.hover',
            outline: 2,
            outlineColor: 'divider',
            '&:focus-within': { outlineColor: 'primary.main' },
          }}
        >
          <canvas
            ref={canvasRef}
            width={PREVIEW_SIZE * 2}
            height={PREVIEW_SIZE * 2}
            tabIndex={0}
            role="img"
            aria-label={t('avatar.cropPreview')}
            aria-describedby="avatar-crop-help"
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={handlePointerUp}
            onPointerCancel={handlePointerUp}
            onKeyDown={handleKeyDown}
            style={{
              width: '100%',
              height: '100%',
              display: 'block',
              touchAction: 'none',
              cursor: 'grab',
            }}
          />
        </Box>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', width: '100%', maxWidth: PREVIEW_SIZE }}
        >
          <ZoomOutOutlined aria-hidden color="action" />
          <Slider
            value={crop.zoom}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            onChange={(_event, value) => update({ ...crop, zoom: value as number })}
            aria-label={t('avatar.zoom')}
            getAriaValueText={(value) => `${Math.round(value * 100)}%`}
            disabled={!image}
          />
          <ZoomInOutlined aria-hidden color="action" />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
