export function startMailDev(options: { smtpPort: number; webPort: number; quiet?: boolean }): Promise<{
  smtpPort: number;
  webUrl: string;
  stop: () => Promise<void>;
}>;
