export function initialJs(clientDir: string): { file: string; text: string; raw: number; gzip: number }[];
