/**
 * Filled surfaces in the brand colours (contained buttons, filled chips, badges, floating
 * buttons, initials avatars) keep the brand colour itself, with the text colour that reads on it. Everything else
 * in those colours uses the palette's accessible `main`; see accessible-palette.ts.
 */
import { darken, lighten, type Components, type Theme } from '@mui/material/styles';
import { LIGHT_TEXT } from './contrast.ts';

const BRAND_COLORS = ['primary', 'secondary'] as const;

/** The fill and text of a brand colour, and the fill under the pointer (further from the text). */
function fillOf(theme: Theme, color: (typeof BRAND_COLORS)[number]) {
  const { fill = theme.palette[color].main, onFill = theme.palette[color].contrastText } =
    theme.palette[color];
  const hover = onFill === LIGHT_TEXT ? darken(fill, 0.15) : lighten(fill, 0.15);
  return { fill, onFill, hover };
}

export const buttonStyleOverrides: NonNullable<Components<Theme>['MuiButton']>['styleOverrides'] = {
  root: ({ theme }) => ({
    variants: BRAND_COLORS.map((color) => {
      const { fill, onFill, hover } = fillOf(theme, color);
      return {
        props: { color },
        style: {
          '--variant-containedBg': fill,
          '--variant-containedColor': onFill,
          '--variant-outlinedBorder': theme.palette[color].border,
          '@media (hover: hover)': { '&:hover': { '--variant-containedBg': hover } },
        },
      };
    }),
  }),
};

export const brandFillOverrides: Components<Theme> = {
  // Initials avatars: MUI's grey with the page colour as text reads at 1.9:1.
  MuiAvatar: {
    styleOverrides: {
      colorDefault: ({ theme }) => {
        const { fill, onFill } = fillOf(theme, 'primary');
        return { backgroundColor: fill, color: onFill };
      },
    },
  },
  MuiChip: {
    styleOverrides: {
      root: ({ theme }) => ({
        variants: BRAND_COLORS.map((color) => {
          const { fill, onFill } = fillOf(theme, color);
          return {
            props: { color, variant: 'filled' },
            style: { backgroundColor: fill, color: onFill },
          };
        }),
      }),
    },
  },
  MuiBadge: {
    styleOverrides: {
      badge: ({ theme }) => ({
        variants: BRAND_COLORS.map((color) => {
          const { fill, onFill } = fillOf(theme, color);
          return { props: { color }, style: { backgroundColor: fill, color: onFill } };
        }),
      }),
    },
  },
  MuiFab: {
    styleOverrides: {
      root: ({ theme }) => ({
        variants: BRAND_COLORS.map((color) => {
          const { fill, onFill, hover } = fillOf(theme, color);
          return {
            props: { color },
            style: { backgroundColor: fill, color: onFill, '&:hover': { backgroundColor: hover } },
          };
        }),
      }),
    },
  },
};
