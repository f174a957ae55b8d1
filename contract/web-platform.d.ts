// The one web-platform API the contract uses, as both of its runtimes (browsers, Node) provide it; the
// contract's own project has neither DOM nor Node types, so nothing else of either creeps in.
declare const URL: { canParse(url: string, base?: string): boolean }
