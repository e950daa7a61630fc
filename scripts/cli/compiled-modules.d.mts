/** See compiled-modules.mjs. */
export declare const COMPILED_DIR: string;
export declare function hashSource(text: string): string;
export declare function toCompiledName(module: string): { name: string; recordFile: string };
export declare function findCompiledModule(module: string): string | undefined;
