/** Route module for the blank layout of public pages. */
export { BlankLayout as Component } from '@/components/layout/blank-layout.tsx';
