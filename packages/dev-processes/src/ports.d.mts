export function findFreePort(): Promise<number>;
export function isListening(port: number, host?: string): Promise<boolean>;
