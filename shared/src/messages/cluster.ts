/** mf-cluster: cluster builder (SPEC 4, 8). */
export const clusterMessages = {
  saving: 'Opslaan...',
  saved: '✓ Opgeslagen!',
  saveFailed: 'Opslaan mislukt',
  notLoggedIn: 'Fout: niet ingelogd',
} as const;
