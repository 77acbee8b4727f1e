import type { Language } from '../../../shared/languages.ts';

// Refusals of malformed or abusive requests and of requests the server cannot serve right now;
// typed per language so a missing translation fails typecheck.
const en = {
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'The request body must be JSON (Content-Type: application/json).',
  control_characters: 'The text contains invisible control characters. Remove them and try again.',
  nesting_too_deep: 'The request body is nested too deeply to be read.',
  service_unavailable: 'The service is busy or briefly unavailable. Please try again in a few seconds.',
  not_ready: 'The service is not ready to take requests.',
} as const;
export type RequestMessageCode = keyof typeof en;

export const REQUEST_MESSAGES: Record<Language, Record<RequestMessageCode, string>> = {
  es: {
    payload_too_large: 'El cuerpo de la solicitud es demasiado grande.',
    unsupported_media_type: 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json).',
    control_characters:
      'El texto contiene caracteres de control invisibles. Elimínalos y vuelve a intentarlo.',
    nesting_too_deep: 'El cuerpo de la solicitud tiene demasiados niveles anidados para leerlo.',
    service_unavailable:
      'El servicio está ocupado o no disponible por un momento. Inténtalo de nuevo en unos segundos.',
    not_ready: 'El servicio no está listo para atender solicitudes.',
  },
  en,
  fr: {
    payload_too_large: 'Le corps de la requête est trop volumineux.',
    unsupported_media_type:
      'Le corps de la requête doit être du JSON (Content-Type\u202f: application/json).',
    control_characters:
      'Le texte contient des caractères de contrôle invisibles. Supprime-les puis réessaie.',
    nesting_too_deep: 'Le corps de la requête contient trop de niveaux imbriqués pour être lu.',
    service_unavailable:
      'Le service est occupé ou momentanément indisponible. Réessaie dans quelques secondes.',
    not_ready: 'Le service n’est pas prêt à traiter les requêtes.',
  },
  pt: {
    payload_too_large: 'O corpo da solicitação é grande demais.',
    unsupported_media_type: 'O corpo da solicitação deve ser JSON (Content-Type: application/json).',
    control_characters: 'O texto contém caracteres de controle invisíveis. Remova-os e tente novamente.',
    nesting_too_deep: 'O corpo da solicitação tem níveis aninhados demais para ser lido.',
    service_unavailable:
      'O serviço está ocupado ou indisponível por um instante. Tente novamente em alguns segundos.',
    not_ready: 'O serviço não está pronto para atender solicitações.',
  },
};
