export { EmptyState } from './empty-state.tsx';
export type { EmptyStateProps } from './empty-state.tsx';
export { ErrorState } from './error-state.tsx';
export type { ErrorStateProps } from './error-state.tsx';
export { LoadingState } from './loading-state.tsx';
export type { LoadingStateProps } from './loading-state.tsx';
export { visuallyHidden } from './visually-hidden.ts';
