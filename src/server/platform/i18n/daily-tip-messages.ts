import type { Language } from '../../../shared/languages.ts';

// Daily tip and commitment messages. 'No tips found' is the product's text (docs/product-rules.md,
// Daily tip); the refusals follow src/shared/commitment-date.ts, one code per reason, so the user
// reads what went wrong, and a ritual completion kept on the device is refused by the same rule
// (madeAtRefusal). Typed per language so a missing translation fails typecheck.
const en = {
  no_tips_found: 'No tips found',
  invalid_date: 'The date must be a real calendar date written YYYY-MM-DD.',
  invalid_commitment: 'Send a JSON body like { "date": "YYYY-MM-DD" }, with an optional "made_at" time.',
  commitment_future_date:
    'That date has not begun anywhere on Earth yet: you can only commit to today’s tip.',
  commitment_not_today:
    'You can only commit to today’s tip. A commitment kept on your device must say when it was made.',
  commitment_invalid_made_at:
    'The time of the commitment must be an ISO 8601 time with a zone, such as 2025-03-01T08:30:00Z.',
  commitment_made_at_in_future: 'The time of the commitment is in the future. Check your device’s clock.',
  commitment_made_at_not_on_date: 'That commitment was made on another day than the date it names.',
  commitment_too_old:
    'This commitment is more than 7 days old and can no longer be added. Commitments kept on your device count for a week.',
  completion_invalid_made_at:
    'The time you completed the ritual must be an ISO 8601 time with a zone, such as 2025-03-01T08:30:00Z.',
  completion_made_at_in_future:
    'The time you completed the ritual is in the future. Check your device’s clock.',
  completion_too_old:
    'This ritual was completed more than 7 days ago and can no longer be added. Completions kept on your device count for a week.',
} as const;
export type DailyTipMessageCode = keyof typeof en;

export const DAILY_TIP_MESSAGES: Record<Language, Record<DailyTipMessageCode, string>> = {
  es: {
    no_tips_found: 'No se encontraron consejos',
    invalid_date: 'La fecha debe ser una fecha real con el formato AAAA-MM-DD.',
    invalid_commitment:
      'Envía un cuerpo JSON como { "date": "AAAA-MM-DD" }, con un "made_at" opcional con la hora.',
    commitment_future_date:
      'Esa fecha todavía no ha empezado en ningún lugar del mundo: solo puedes comprometerte con el consejo de hoy.',
    commitment_not_today:
      'Solo puedes comprometerte con el consejo de hoy. Un compromiso guardado en tu dispositivo debe indicar cuándo se hizo.',
    commitment_invalid_made_at:
      'La hora del compromiso debe ser una hora ISO 8601 con zona, como 2025-03-01T08:30:00Z.',
    commitment_made_at_in_future:
      'La hora del compromiso está en el futuro. Revisa el reloj de tu dispositivo.',
    commitment_made_at_not_on_date: 'Ese compromiso se hizo otro día distinto de la fecha que indica.',
    commitment_too_old:
      'Este compromiso tiene más de 7 días y ya no se puede añadir. Los compromisos guardados en tu dispositivo cuentan durante una semana.',
    completion_invalid_made_at:
      'La hora en que completaste el ritual debe ser una hora ISO 8601 con zona, como 2025-03-01T08:30:00Z.',
    completion_made_at_in_future:
      'La hora en que completaste el ritual está en el futuro. Revisa el reloj de tu dispositivo.',
    completion_too_old:
      'Este ritual se completó hace más de 7 días y ya no se puede añadir. Los rituales completados guardados en tu dispositivo cuentan durante una semana.',
  },
  en,
  fr: {
    no_tips_found: 'Aucun conseil trouvé',
    invalid_date: 'La date doit être une vraie date du calendrier au format AAAA-MM-JJ.',
    invalid_commitment:
      'Envoie un corps JSON comme { "date": "AAAA-MM-JJ" }, avec une heure "made_at" facultative.',
    commitment_future_date:
      'Cette date n’a encore commencé nulle part sur Terre\u202f: tu ne peux t’engager que sur le conseil du jour.',
    commitment_not_today:
      'Tu ne peux t’engager que sur le conseil du jour. Un engagement gardé sur ton appareil doit indiquer quand il a été pris.',
    commitment_invalid_made_at:
      'L’heure de l’engagement doit être une heure ISO 8601 avec fuseau, comme 2025-03-01T08:30:00Z.',
    commitment_made_at_in_future:
      'L’heure de l’engagement est dans le futur. Vérifie l’horloge de ton appareil.',
    commitment_made_at_not_on_date: 'Cet engagement a été pris un autre jour que la date indiquée.',
    commitment_too_old:
      'Cet engagement date de plus de 7 jours et ne peut plus être ajouté. Les engagements gardés sur ton appareil comptent pendant une semaine.',
    completion_invalid_made_at:
      'L’heure à laquelle tu as accompli le rituel doit être une heure ISO 8601 avec fuseau, comme 2025-03-01T08:30:00Z.',
    completion_made_at_in_future:
      'L’heure à laquelle tu as accompli le rituel est dans le futur. Vérifie l’horloge de ton appareil.',
    completion_too_old:
      'Ce rituel a été accompli il y a plus de 7 jours et ne peut plus être ajouté. Les rituels accomplis gardés sur ton appareil comptent pendant une semaine.',
  },
  pt: {
    no_tips_found: 'Nenhuma dica encontrada',
    invalid_date: 'A data deve ser uma data real no formato AAAA-MM-DD.',
    invalid_commitment:
      'Envie um corpo JSON como { "date": "AAAA-MM-DD" }, com um horário "made_at" opcional.',
    commitment_future_date:
      'Essa data ainda não começou em nenhum lugar do mundo: você só pode se comprometer com a dica de hoje.',
    commitment_not_today:
      'Você só pode se comprometer com a dica de hoje. Um compromisso guardado no seu dispositivo deve dizer quando foi feito.',
    commitment_invalid_made_at:
      'O horário do compromisso deve ser um horário ISO 8601 com fuso, como 2025-03-01T08:30:00Z.',
    commitment_made_at_in_future:
      'O horário do compromisso está no futuro. Confira o relógio do seu dispositivo.',
    commitment_made_at_not_on_date: 'Esse compromisso foi feito em outro dia, não na data indicada.',
    commitment_too_old:
      'Este compromisso tem mais de 7 dias e não pode mais ser adicionado. Os compromissos guardados no seu dispositivo valem por uma semana.',
    completion_invalid_made_at:
      'A hora em que você concluiu o ritual deve ser uma hora ISO 8601 com fuso, como 2025-03-01T08:30:00Z.',
    completion_made_at_in_future:
      'A hora em que você concluiu o ritual está no futuro. Confira o relógio do seu dispositivo.',
    completion_too_old:
      'Este ritual foi concluído há mais de 7 dias e não pode mais ser adicionado. Os rituais concluídos guardados no seu dispositivo contam durante uma semana.',
  },
};
