import type { Language } from '../../../shared/languages.ts';

// Account, session and request-guard messages. The Spanish texts of the error catalogue
// (docs/product-rules.md, Validation and errors) are used word for word; typed per language so a missing
// translation fails typecheck.
const en = {
  not_authenticated: 'No authenticated user',
  cross_site_request: 'This request came from another site and was refused.',
  rate_limited: 'Too many attempts. Please wait a moment and try again.',
  password_required: 'Enter your password to confirm.',
  wrong_password: 'The password is not correct.',
  invalid_display_name: 'The display name must have between 1 and 80 characters.',
  invalid_avatar_url: 'The avatar must be an https:// address.',
  invalid_theme: 'The theme must be light or dark.',
  invalid_time_zone: 'The time zone must be a valid name such as Europe/Madrid.',
  auth_invalid_credentials: 'Invalid credentials. Check your email and password.',
  auth_user_exists: 'This email is already registered. Try signing in.',
  auth_password_too_short: 'Password must be at least 6 characters.',
  auth_password_too_long: 'The password is too long (128 characters at most).',
  auth_email_not_verified: 'You must confirm your email before signing in.',
  auth_invalid_email: 'The email format is not valid.',
  auth_signup_disabled: 'Sign-up is temporarily disabled.',
  auth_invalid_token: 'This link is not valid or has expired. Ask for a new one.',
  auth_invalid_password: 'The current password is not correct.',
  auth_no_password: 'This account has no password yet. Sign in with an email link, Google or GitHub.',
  auth_session_not_fresh: 'For your security, sign in again before making this change.',
  auth_provider_unavailable: 'This sign-in method is not available.',
  auth_account_not_linked:
    'There is already an account with this email that we could not link. Sign in with your email and confirm it first.',
  auth_last_sign_in_method:
    'This is the only way left to sign in to your account. Link another one or set a password before removing it.',
  auth_link_email_mismatch:
    'That account uses a different email address. Only an account with the same verified email can be linked.',
  auth_link_taken: 'That account is already linked to another Ritualia account.',
  auth_unknown: 'Unknown authentication error.',
} as const;
export type AuthMessageCode = keyof typeof en;

export const AUTH_MESSAGES: Record<Language, Record<AuthMessageCode, string>> = {
  es: {
    not_authenticated: 'No hay ningún usuario autenticado',
    cross_site_request: 'Esta solicitud llegó desde otro sitio y se ha rechazado.',
    rate_limited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    password_required: 'Escribe tu contraseña para confirmar.',
    wrong_password: 'La contraseña no es correcta.',
    invalid_display_name: 'El nombre debe tener entre 1 y 80 caracteres.',
    invalid_avatar_url: 'El avatar debe ser una dirección https://.',
    invalid_theme: 'El tema debe ser claro u oscuro.',
    invalid_time_zone: 'La zona horaria debe ser un nombre válido, como Europe/Madrid.',
    auth_invalid_credentials: 'Credenciales inválidas. Verifica tu email y contraseña.',
    auth_user_exists: 'Este email ya está registrado. Intenta iniciar sesión.',
    auth_password_too_short: 'La contraseña debe tener al menos 6 caracteres.',
    auth_password_too_long: 'La contraseña es demasiado larga (128 caracteres como máximo).',
    auth_email_not_verified: 'Debes confirmar tu email antes de iniciar sesión.',
    auth_invalid_email: 'El formato del email no es válido.',
    auth_signup_disabled: 'El registro está deshabilitado temporalmente.',
    auth_invalid_token: 'Este enlace no es válido o ha caducado. Pide uno nuevo.',
    auth_invalid_password: 'La contraseña actual no es correcta.',
    auth_no_password:
      'Esta cuenta aún no tiene contraseña. Entra con un enlace por email, con Google o con GitHub.',
    auth_session_not_fresh: 'Por tu seguridad, vuelve a iniciar sesión antes de hacer este cambio.',
    auth_provider_unavailable: 'Este método de inicio de sesión no está disponible.',
    auth_account_not_linked:
      'Ya hay una cuenta con este email que no hemos podido vincular. Inicia sesión con tu email y confírmalo primero.',
    auth_last_sign_in_method:
      'Es la única forma que te queda de entrar en tu cuenta. Vincula otra o crea una contraseña antes de quitarla.',
    auth_link_email_mismatch:
      'Esa cuenta usa otro email. Solo se puede vincular una cuenta con el mismo email verificado.',
    auth_link_taken: 'Esa cuenta ya está vinculada a otra cuenta de Ritualia.',
    auth_unknown: 'Error de autenticación desconocido.',
  },
  en,
  fr: {
    not_authenticated: 'Aucun utilisateur authentifié',
    cross_site_request: 'Cette requête venait d’un autre site et a été refusée.',
    rate_limited: 'Trop de tentatives. Patiente un instant puis réessaie.',
    password_required: 'Saisis ton mot de passe pour confirmer.',
    wrong_password: 'Le mot de passe n’est pas correct.',
    invalid_display_name: 'Le nom doit comporter entre 1 et 80 caractères.',
    invalid_avatar_url: 'L’avatar doit être une adresse https://.',
    invalid_theme: 'Le thème doit être clair ou sombre.',
    invalid_time_zone: 'Le fuseau horaire doit être un nom valide, comme Europe/Paris.',
    auth_invalid_credentials: 'Identifiants invalides. Vérifie ton e-mail et ton mot de passe.',
    auth_user_exists: 'Cet e-mail est déjà enregistré. Essaie de te connecter.',
    auth_password_too_short: 'Le mot de passe doit comporter au moins 6 caractères.',
    auth_password_too_long: 'Le mot de passe est trop long (128 caractères au maximum).',
    auth_email_not_verified: 'Tu dois confirmer ton e-mail avant de te connecter.',
    auth_invalid_email: 'Le format de l’e-mail n’est pas valide.',
    auth_signup_disabled: 'Les inscriptions sont temporairement désactivées.',
    auth_invalid_token: 'Ce lien n’est pas valide ou a expiré. Demandes-en un nouveau.',
    auth_invalid_password: 'Le mot de passe actuel n’est pas correct.',
    auth_no_password:
      'Ce compte n’a pas encore de mot de passe. Connecte-toi avec un lien par e-mail, Google ou GitHub.',
    auth_session_not_fresh: 'Pour ta sécurité, reconnecte-toi avant de faire ce changement.',
    auth_provider_unavailable: 'Ce mode de connexion n’est pas disponible.',
    auth_account_not_linked:
      'Il existe déjà un compte avec cet e-mail que nous n’avons pas pu lier. Connecte-toi avec ton e-mail et confirme-le d’abord.',
    auth_last_sign_in_method:
      'C’est le seul moyen qui te reste pour te connecter. Lie un autre compte ou crée un mot de passe avant de le retirer.',
    auth_link_email_mismatch:
      'Ce compte utilise une autre adresse e-mail. Seul un compte avec la même adresse vérifiée peut être lié.',
    auth_link_taken: 'Ce compte est déjà lié à un autre compte Ritualia.',
    auth_unknown: 'Erreur d’authentification inconnue.',
  },
  pt: {
    not_authenticated: 'Nenhum usuário autenticado',
    cross_site_request: 'Esta solicitação veio de outro site e foi recusada.',
    rate_limited: 'Muitas tentativas. Aguarde um momento e tente novamente.',
    password_required: 'Digite sua senha para confirmar.',
    wrong_password: 'A senha não está correta.',
    invalid_display_name: 'O nome deve ter entre 1 e 80 caracteres.',
    invalid_avatar_url: 'O avatar deve ser um endereço https://.',
    invalid_theme: 'O tema deve ser claro ou escuro.',
    invalid_time_zone: 'O fuso horário deve ser um nome válido, como America/Sao_Paulo.',
    auth_invalid_credentials: 'Credenciais inválidas. Verifique seu e-mail e sua senha.',
    auth_user_exists: 'Este e-mail já está cadastrado. Tente entrar.',
    auth_password_too_short: 'A senha deve ter pelo menos 6 caracteres.',
    auth_password_too_long: 'A senha é longa demais (no máximo 128 caracteres).',
    auth_email_not_verified: 'Você precisa confirmar seu e-mail antes de entrar.',
    auth_invalid_email: 'O formato do e-mail não é válido.',
    auth_signup_disabled: 'O cadastro está temporariamente desativado.',
    auth_invalid_token: 'Este link não é válido ou expirou. Peça um novo.',
    auth_invalid_password: 'A senha atual não está correta.',
    auth_no_password: 'Esta conta ainda não tem senha. Entre com um link por e-mail, Google ou GitHub.',
    auth_session_not_fresh: 'Para sua segurança, entre novamente antes de fazer esta alteração.',
    auth_provider_unavailable: 'Este método de entrada não está disponível.',
    auth_account_not_linked:
      'Já existe uma conta com este e-mail que não conseguimos vincular. Entre com seu e-mail e confirme-o primeiro.',
    auth_last_sign_in_method:
      'É a única forma que resta para entrar na sua conta. Vincule outra ou crie uma senha antes de removê-la.',
    auth_link_email_mismatch:
      'Essa conta usa outro e-mail. Só é possível vincular uma conta com o mesmo e-mail verificado.',
    auth_link_taken: 'Essa conta já está vinculada a outra conta do Ritualia.',
    auth_unknown: 'Erro de autenticação desconhecido.',
  },
};
