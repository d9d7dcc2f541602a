import { describe, expect, it } from 'vitest';
import { readAudience, readSituation, readSubject } from '../src/answer/requestFocus.js';
import { timing } from '../src/providers/no-model/lessonPlan.js';
import { noModelAnswer } from '../eval/answers/noModelAnswer.js';
import { seedIndex } from '../eval/seedContent.js';

/**
 * The no-model answer carries what the teacher asked: the subject, the group, the time, the
 * audience and the situation. Development examples only; the frozen answer set is never used here.
 */
const index = seedIndex();
const ask = (text: string, sector = 'PO') => noModelAnswer(index, text, sector);

const section = (answer: string, heading: string) => answer.split(`### ${heading}`)[1]?.split('\n### ')[0] ?? '';
const activities = (answer: string) => section(answer, 'Lesverloop').split('\n').filter((line) => /^\d+\. /.test(line));
const minutes = (answer: string) => activities(answer).reduce((sum, line) => sum + Number(/\((\d+) min\)/.exec(line)?.[1]), 0);

describe('reading a request', () => {
  it('finds the subject after "over", up to the group, the time or the method', () => {
    expect(readSubject('Maak een lesplan over de Batavieren voor groep 5 van 30 minuten')).toBe('de Batavieren');
    expect(readSubject('lesplan over het ontstaan van de aarde in havo 1, 50 minuten')).toBe('het ontstaan van de aarde');
    expect(readSubject('Maak een rekenles lesplan voor groep 6')).toBe('rekenen');
    expect(readSubject('Maak een lesplan van 45 minuten voor groep 3')).toBeUndefined();
    expect(readSubject('Ik wil over twee weken een lesplan')).toBeUndefined();
  });

  it('finds the audience and the situation', () => {
    expect(readAudience('Vat dit samen voor de nieuwsbrief')).toBe('ouders');
    expect(readAudience('samenvatting voor mijn duo-collega')).toBe('collega');
    expect(readSituation('tips bij een leerling die nooit meedoet')).toBe('een leerling die nooit meedoet');
    expect(readSituation('een les voor mijn drukke groep na de lunch')).toBe('mijn drukke groep');
  });
});

describe('no-model lesson plans', () => {
  const plan = ask('Maak een lesplan over de Batavieren voor groep 5 van 35 minuten met expertgroepen');

  it('name the subject in the goal, in every activity and in the title', () => {
    expect(plan).toContain('## Lesplan: De Batavieren (groep 5)');
    expect(section(plan, 'Leerdoel')).toContain('de Batavieren');
    expect(activities(plan).length).toBeGreaterThan(3);
    for (const line of activities(plan)) expect(line).toContain('de Batavieren');
  });

  it("build on the guide's steps, say so and link the guide", () => {
    expect(plan).toContain('[Expertgroepen (legpuzzel)](/doorloopjes/expertgroepen-legpuzzel)');
    expect(plan).toContain('**Stap 2: Vorm expertgroepen**');
    expect(plan).toContain('Dit plan voegt geen vakkennis toe.');
  });

  it('fill the asked time exactly', () => {
    expect(minutes(plan)).toBe(35);
    expect(minutes(ask('lesplan over de bijen voor groep 4 met een exit ticket, anderhalf uur'))).toBe(90);
    expect(minutes(ask('lesplan over de bijen voor groep 4 met een exit ticket'))).toBe(45);
  });

  it('divide any length over any number of steps, every activity at least a minute', () => {
    for (const total of [10, 15, 23, 45, 60, 240]) {
      for (const steps of [0, 1, 3, 5]) {
        const { edge, perStep } = timing(total, steps);
        expect(2 * edge + perStep.reduce((sum, value) => sum + value, 0)).toBe(total);
        expect(Math.min(edge, ...perStep)).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('differentiate for the group named, over the profile', () => {
    const kleuters = ask('Maak een lesplan over de herfst voor groep 2', 'VO');
    expect(kleuters).toContain('### Differentiatie voor groep 2, primair onderwijs (PO)');
    expect(kleuters).toContain('kleuters');
    expect(kleuters).not.toContain('voortgezet onderwijs');
    expect(ask('Maak een lesplan over de herfst voor vwo 5', 'PO')).toContain('voortgezet onderwijs (VO)');
  });

  it('ask what the lesson is about when no subject is named, next to the plan', () => {
    const open = ask('Maak een lesplan voor groep 7 met de placemat-methode');
    expect(open).toContain('Waarover gaat de les?');
    expect(open).toContain('### Lesverloop');
    expect(plan).not.toContain('Waarover gaat de les?');
  });

  it('plan for a class situation with a guide about it', () => {
    const restless = ask('Maak een lesplan over de bijen voor groep 4 voor een onrustige klas');
    expect(restless).toContain('### Rekening houden met een onrustige klas');
    expect(section(restless, 'Rekening houden met een onrustige klas')).toMatch(/\]\(\/doorloopjes\//);
  });
});

describe('no-model summaries and tips', () => {
  it('write a summary for the audience named', () => {
    const parents = ask('Vat Werkgeheugen ontlasten samen voor de ouders');
    expect(parents).toContain('## Samenvatting voor ouders: Werkgeheugen ontlasten');
    expect(parents).toContain('Wat u thuis kunt doen');
    const colleagues = ask('Vat Werkgeheugen ontlasten samen voor mijn collega');
    expect(colleagues).toContain("## Samenvatting voor collega's");
    expect(ask('Vat Werkgeheugen ontlasten samen')).toContain('## Samenvatting: Werkgeheugen ontlasten');
  });

  it('give tips that name the situation, each from a linked guide', () => {
    const answer = ask('Heb je tips voor kinderen die na het buitenspelen ruzie meenemen de klas in?');
    expect(answer).toContain('## Tips voor kinderen die na het buitenspelen ruzie meenemen de klas in');
    expect(answer.match(/^\d\. \*\*\[[^\]]+\]\(\/doorloopjes\//gm)?.length).toBeGreaterThanOrEqual(1);
    expect(answer).toContain('Samengesteld uit de doorloopjes van het platform');
  });
});
