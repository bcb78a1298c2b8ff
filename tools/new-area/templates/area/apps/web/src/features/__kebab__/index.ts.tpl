export { __Pascal__Page } from './components/__kebab__-page.tsx';
