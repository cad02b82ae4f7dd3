export declare function buildIsStale(projectRoot?: string): boolean;
export declare function buildIfStale(projectRoot?: string, why?: string): boolean;
