import type { Language } from '../../../shared/languages.ts';

// Journey messages. Typed per language so a missing translation fails typecheck. French puts a
// non-breaking space before : ; ! ?
const en = {
  journey_not_found: 'This journey does not exist.',
  journey_not_joined: 'You are not following this journey.',
  too_many_journeys: 'You already follow 3 journeys. Finish or leave one before you join another.',
  invalid_journey_day: 'This journey has no such day.',
  journey_day_has_ritual: 'This day’s step is a ritual: completing the ritual marks it done.',
  journey_day_not_today: 'This is not today’s step of the journey.',
  invalid_journey_restart: 'Use restart=1 to begin the journey again, or leave it out.',
} as const;
export type JourneyMessageCode = keyof typeof en;

export const JOURNEY_MESSAGES: Record<Language, Record<JourneyMessageCode, string>> = {
  es: {
    journey_not_found: 'Este recorrido no existe.',
    journey_not_joined: 'No sigues este recorrido.',
    too_many_journeys: 'Ya sigues 3 recorridos. Termina o deja uno antes de unirte a otro.',
    invalid_journey_day: 'Este recorrido no tiene ese día.',
    journey_day_has_ritual: 'El paso de este día es un ritual: al completarlo queda hecho.',
    journey_day_not_today: 'Este no es el paso de hoy del recorrido.',
    invalid_journey_restart: 'Usa restart=1 para empezar el recorrido de nuevo, o no lo pongas.',
  },
  en,
  fr: {
    journey_not_found: 'Ce parcours n’existe pas.',
    journey_not_joined: 'Tu ne suis pas ce parcours.',
    too_many_journeys: 'Tu suis déjà 3 parcours. Termines-en ou quittes-en un avant d’en rejoindre un autre.',
    invalid_journey_day: 'Ce parcours n’a pas ce jour.',
    journey_day_has_ritual: 'L’étape de ce jour est un rituel\u202f: le terminer la marque comme faite.',
    journey_day_not_today: 'Ce n’est pas l’étape du jour de ce parcours.',
    invalid_journey_restart: 'Utilise restart=1 pour recommencer le parcours, ou ne le mets pas.',
  },
  pt: {
    journey_not_found: 'Esta jornada não existe.',
    journey_not_joined: 'Você não está seguindo esta jornada.',
    too_many_journeys: 'Você já segue 3 jornadas. Termine ou deixe uma antes de entrar em outra.',
    invalid_journey_day: 'Esta jornada não tem esse dia.',
    journey_day_has_ritual: 'O passo deste dia é um ritual: completar o ritual o marca como feito.',
    journey_day_not_today: 'Este não é o passo de hoje da jornada.',
    invalid_journey_restart: 'Use restart=1 para começar a jornada de novo, ou não o inclua.',
  },
};
