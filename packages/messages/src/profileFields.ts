/**
 * Labels and rules of the profile fields, asked for both at registration (auth) and on the
 * profile page (layout): one source, so the two forms can never drift apart.
 */
export const profileFieldMessages = {
  fillRequiredFields: 'Vul alle verplichte velden in.',
  fillOtherRole: 'Vul je rol in bij het "anders" veld.',
  educationRole: 'Rol in het onderwijs',
  educationSector: 'Onderwijssector',
  chooseOption: 'Maak een keuze',
  isStudent: 'Ik ben student',
  roleLabels: { leraar: 'Leraar', schoolleider: 'Schoolleider', bestuurder: 'Bestuurder', anders: 'Anders' },
  newPassword: 'Nieuw wachtwoord',
} as const;
