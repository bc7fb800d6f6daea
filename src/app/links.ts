// Menu paths are data (THE menu table), not literals the router's types know. Every one of
// them resolves at run time, through a specific route file or the splat route, so this single
// cast is where a data path becomes a Link target.
export const toPath = (path: string) => path as '/';
