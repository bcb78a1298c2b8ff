/** Route module for the signed-in shell (its own chunk, so the login page does not load it). */
export { DefaultLayout as Component } from '@/components/layout/default-layout.tsx';
