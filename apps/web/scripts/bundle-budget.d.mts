// Types of bundle-budget.mjs, for its unit test (test/bundle-budget.test.ts).
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  name: string;
  path: string;
  layout: string;
  module: string;
  budgetKb: number;
}

export interface Budgets {
  language: string;
  startupNamespaces: readonly string[];
  /** For each kind of page, the modules loaded before the page's own (none for the sign-in shell). */
  layouts: Record<string, readonly string[]>;
  routes: readonly RouteBudget[];
}

export interface RouteResult extends RouteBudget {
  files: string[];
  bytes: number;
  budgetBytes: number;
}

export function firstLoadFiles(manifest: Manifest, modules: readonly string[]): string[];
export function startupLocaleKeys(
  manifest: Manifest,
  budgets: Pick<Budgets, 'language' | 'startupNamespaces'>,
): string[];
export function measureRoutes(
  manifest: Manifest,
  budgets: Budgets,
  sizeOf: (file: string) => number,
): RouteResult[];
export function overBudget(results: readonly RouteResult[]): RouteResult[];
export function formatReport(results: readonly RouteResult[]): string;
