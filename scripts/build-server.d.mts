import type { BuildOptions } from 'esbuild';
export const READS_OWN_FILES: string[];
export const serverBuildOptions: BuildOptions & { external: string[] };
