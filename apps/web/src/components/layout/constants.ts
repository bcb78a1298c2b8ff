/** Measurements shared by the layout components. */
export const NAV_WIDTH = 260;
export const NAV_COLLAPSED_WIDTH = 72;
export const NAVBAR_HEIGHT = 64;
/** Boxed content width. */
export const CONTENT_MAX_WIDTH = 1440;
export const MAIN_CONTENT_ID = 'main-content';
export const MOBILE_NAV_ID = 'mobile-navigation';
export const CUSTOMIZER_ID = 'layout-customizer';
