import type { Audience } from '../../answer/requestFocus.js';

/** How a summary speaks to the one it is for: a heading, an opening and what to do with it. */
export interface AudienceWording {
  /** "voor ouders", in the heading. */
  heading: string;
  opening: string;
  stepsLead: string;
  next: string;
}

export const AUDIENCE_WORDING: Record<Audience, AudienceWording> = {
  ouders: {
    heading: 'voor ouders',
    opening: 'Voor ouders: zo werkt de leerkracht hiermee in de klas.',
    stepsLead: 'Wat uw kind in de klas meemaakt, stap voor stap:',
    next: 'Wat u thuis kunt doen: vraag uw kind wat het hier in de klas mee doet en hoe dat gaat. U hoeft thuis niets extra te oefenen.',
  },
  collega: {
    heading: "voor collega's",
    opening: "Voor collega's: de aanpak in het kort, om in het team af te stemmen.",
    stepsLead: 'De stappen, zoals je ze in je eigen groep kunt gebruiken:',
    next: 'Om samen af te spreken: welke stap probeert ieder deze week, en wanneer bespreken jullie hoe het ging?',
  },
  stagiair: {
    heading: 'voor een stagiair',
    opening: 'Voor een stagiair: wat de aanpak is en hoe je hem in je stagegroep uitprobeert.',
    stepsLead: 'De stappen die je kunt voorbereiden:',
    next: 'Opdracht voor je stage: probeer de eerste stap in één les en bespreek daarna met je mentor wat je zag.',
  },
  directie: {
    heading: 'voor de directie',
    opening: 'Voor de directie: de aanpak in het kort en wat hij van het team vraagt.',
    stepsLead: 'De stappen die leerkrachten zetten:',
    next: 'Om te bespreken: hoeveel tijd het team nodig heeft om de aanpak in te voeren en hoe jullie volgen of het werkt.',
  },
  leerlingen: {
    heading: 'voor leerlingen',
    opening: 'Voor leerlingen: zo gaan we het in de klas doen.',
    stepsLead: 'Dit doen we, stap voor stap:',
    next: 'Weet je een stap niet meer? Kijk op het bord of vraag het aan je buur.',
  },
};
