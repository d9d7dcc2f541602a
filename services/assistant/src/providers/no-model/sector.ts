/** Differentiation advice per education sector (PO, VO, MBO, HBO, S(VO)). */
export interface SectorAdvice {
  label: string;
  support: string;
  challenge: string;
  tip: string;
}

const ADVICE: Record<string, SectorAdvice> = {
  PO: {
    label: 'primair onderwijs (PO)',
    support: 'Doe elke stap eerst hardop voor en laat leerlingen hem in tweetallen nadoen, met de afbeelding van de stap op het digibord.',
    challenge: 'Laat snelle leerlingen een eigen voorbeeld bedenken en dat aan een klasgenoot uitleggen.',
    tip: 'Werk met korte blokjes en wissel uitleg af met even bewegen of samen doen.',
  },
  VO: {
    label: 'voortgezet onderwijs (VO)',
    support: 'Geef leerlingen die vastlopen een uitgewerkt voorbeeld per stap en laat ze de stappen als checklist afvinken.',
    challenge: 'Laat sterke leerlingen de stappen toepassen op een vraagstuk uit een ander vak en hun aanpak verantwoorden.',
    tip: 'Laat leerlingen zelf formuleren waarom elke stap nodig is; dat vergroot eigenaarschap.',
  },
  'S(VO)': {
    label: 'speciaal (voortgezet) onderwijs (S(VO))',
    support: 'Bied één stap tegelijk aan, met een pictogram of afbeelding en een vaste, voorspelbare structuur.',
    challenge: 'Laat leerlingen die het aankunnen één stap zelfstandig voordoen voor de groep.',
    tip: 'Plan extra herhaling in en sluit elke stap af met een kort succesmoment.',
  },
  MBO: {
    label: 'middelbaar beroepsonderwijs (MBO)',
    support: 'Koppel elke stap aan een herkenbare situatie uit de beroepspraktijk en werk die samen uit.',
    challenge: 'Laat studenten een praktijkcasus uit hun stage met de stappen analyseren en presenteren.',
    tip: 'Maak de verbinding met de beroepspraktijk expliciet: waar kom je dit tegen op de werkvloer?',
  },
  HBO: {
    label: 'hoger beroepsonderwijs (HBO)',
    support: 'Geef studenten een samenvatting van de stappen met de onderliggende theorie als naslag.',
    challenge: 'Laat studenten de stappen kritisch vergelijken met de literatuur en een eigen variant onderbouwen.',
    tip: 'Vraag studenten hoe zij deze aanpak later zelf in hun eigen lespraktijk zouden inzetten.',
  },
};

const GENERAL: SectorAdvice = {
  label: 'je groep',
  support: 'Doe de stappen eerst samen en laat leerlingen die vastlopen met een uitgewerkt voorbeeld verder werken.',
  challenge: 'Laat leerlingen die klaar zijn een eigen toepassing van de stappen bedenken en uitleggen.',
  tip: 'Stem tempo en voorbeelden af op wat je groep al kent.',
};

export function sectorAdvice(sector: string | undefined): SectorAdvice {
  if (!sector) return GENERAL;
  const key = sector.trim().toUpperCase().replace(/\s+/g, '');
  return ADVICE[key] ?? ADVICE[key === 'SVO' || key === 'SO' ? 'S(VO)' : ''] ?? GENERAL;
}
