export { AssetsPage } from './components/list/assets-page.tsx';
export type { AssetsPageProps } from './components/list/assets-page.tsx';
export { AssetPage } from './components/detail/asset-page.tsx';
export type { AssetPageProps } from './components/detail/asset-page.tsx';
export { AssetDialog } from './components/form/asset-dialog.tsx';
