export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare function chromiumPath(): string | undefined;
