export const ENDPOINTS: Array<{ name: string; spec: string; lean: string }>;
