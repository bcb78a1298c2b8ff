export { DefaultLayout } from './default-layout.tsx';
export type { DefaultLayoutProps } from './default-layout.tsx';
export { BlankLayout } from './blank-layout.tsx';
export { PageHeader } from './page-header.tsx';
export type { BreadcrumbItem, PageHeaderProps } from './page-header.tsx';
export { ScrollToTop } from './scroll-to-top.tsx';
export { scrollToTop, easeInOutCubic } from './scroll.ts';
export { MAIN_CONTENT_ID } from './constants.ts';
export { DetailCard, Facts, type Fact } from './detail-card.tsx';
