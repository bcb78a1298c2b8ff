/** Being built: shows the page title and breadcrumbs until its feature lands. */
export { Component } from '../placeholder-route.tsx';
