export function serverModuleCopies(
  root: string,
  serverDir?: string,
): { modules: number; duplicated: [path: string, files: string[]][] };
