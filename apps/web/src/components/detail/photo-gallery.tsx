/**
 * Photos as square tiles that open full size in a new tab, with an optional action (removal)
 * in each tile's corner for those who may change them.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A photo that opens full size in a new tab: square, as wide as its place or `size` pixels. */
export function PhotoLink({ url, alt, size }: { url: string; alt: string; size?: number }) {
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <Box
        component="img"
        src={url}
        alt={alt}
        loading="lazy"
        sx={{
          width: size ?? '100%',
          aspectRatio: '1',
          objectFit: 'cover',
          borderRadius: 1,
          display: 'block',
        }}
      />
    </a>
  );
}

export interface GalleryPhoto {
  id: string;
  url: string;
  alt: string;
}

export function PhotoGallery<TPhoto extends GalleryPhoto>({
  photos,
  label,
  tileSize = 100,
  action,
}: {
  photos: readonly TPhoto[];
  label: string;
  /** The smallest width of a tile, in pixels. */
  tileSize?: number;
  action?: (photo: TPhoto, index: number) => ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: `repeat(auto-fill, minmax(${tileSize}px, 1fr))`,
      }}
    >
      {photos.map((photo, index) => (
        <Box component="li" key={photo.id} sx={{ position: 'relative' }}>
          <PhotoLink url={photo.url} alt={photo.alt} />
          {action ? (
            <Box
              sx={{
                position: 'absolute',
                top: 4,
                insetInlineEnd: 4,
                bgcolor: 'background.paper',
                borderRadius: '50%',
              }}
            >
              {action(photo, index)}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
