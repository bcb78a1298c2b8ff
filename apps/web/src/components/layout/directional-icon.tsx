/** Renders an icon that points along the reading direction, mirrored for right-to-left. */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';

export interface DirectionalIconProps extends SvgIconProps {
  icon: ComponentType<SvgIconProps>;
}

export function DirectionalIcon({ icon: Icon, sx, ...props }: DirectionalIconProps) {
  const theme = useTheme();
  const flip = theme.direction === 'rtl';
  return (
    <Icon
      {...props}
      sx={[{ transform: flip ? 'scaleX(-1)' : 'none' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
