export declare const ASAR_BUDGET_BYTES: number;
export declare function judgePackage(pkg: { asarFiles: string[]; unpackedFiles: string[]; asarBytes: number; bundleImports: string[] }): string[];
