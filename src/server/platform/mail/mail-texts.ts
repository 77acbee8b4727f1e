import type { Language } from '../../../shared/languages.ts';

export type MailKind = 'verifyEmail' | 'magicLink' | 'resetPassword' | 'existingAccount';

export interface MailText {
  subject: string;
  /** Paragraphs before the button. */
  intro: string[];
  action: string;
  /** Paragraphs after the button: how long the link lasts, what to do if it was not you. */
  after: string[];
}

interface LanguageTexts {
  greeting: (name: string) => string;
  fallback: string;
  signature: string;
  kinds: Record<MailKind, MailText>;
}

// The durations stated here are the ones configured in auth/auth.ts (EXPIRY): keep them in step.
export const MAIL_TEXTS: Record<Language, LanguageTexts> = {
  es: {
    greeting: (name) => `Hola, ${name}:`,
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    signature: 'El equipo de Ritualia',
    kinds: {
      verifyEmail: {
        subject: 'Confirma tu email en Ritualia',
        intro: [
          'Gracias por registrarte en Ritualia. Confirma que esta dirección es tuya para activar tu cuenta.',
        ],
        action: 'Confirmar mi email',
        after: [
          'El enlace caduca en 24 horas. Si no has creado una cuenta en Ritualia, ignora este mensaje.',
        ],
      },
      magicLink: {
        subject: 'Tu enlace para entrar en Ritualia',
        intro: ['Pulsa el botón para iniciar sesión en Ritualia. No necesitas contraseña.'],
        action: 'Iniciar sesión',
        after: [
          'El enlace sirve una sola vez y caduca en 10 minutos.',
          'Si no lo has pedido tú, ignora este mensaje: nadie puede entrar sin él.',
        ],
      },
      resetPassword: {
        subject: 'Restablece tu contraseña de Ritualia',
        intro: ['Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.'],
        action: 'Elegir una contraseña nueva',
        after: [
          'El enlace caduca en 1 hora. Al cambiar la contraseña se cerrarán tus demás sesiones.',
          'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
        ],
      },
      existingAccount: {
        subject: 'Alguien intentó registrarse con tu email en Ritualia',
        intro: [
          'Alguien, quizá tú, ha intentado crear una cuenta de Ritualia con esta dirección, pero ya tienes una.',
        ],
        action: 'Iniciar sesión',
        after: [
          'Si has olvidado tu contraseña, puedes restablecerla desde la página de inicio de sesión.',
          'Si no has sido tú, ignora este mensaje: tu cuenta sigue a salvo.',
        ],
      },
    },
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    fallback: 'If the button does not work, copy this address into your browser:',
    signature: 'The Ritualia team',
    kinds: {
      verifyEmail: {
        subject: 'Confirm your email for Ritualia',
        intro: [
          'Thank you for joining Ritualia. Confirm that this address is yours to activate your account.',
        ],
        action: 'Confirm my email',
        after: [
          'The link expires in 24 hours. If you did not create a Ritualia account, ignore this message.',
        ],
      },
      magicLink: {
        subject: 'Your link to sign in to Ritualia',
        intro: ['Press the button to sign in to Ritualia. No password needed.'],
        action: 'Sign in',
        after: [
          'The link works once and expires in 10 minutes.',
          'If you did not ask for it, ignore this message: nobody can sign in without it.',
        ],
      },
      resetPassword: {
        subject: 'Reset your Ritualia password',
        intro: ['We received a request to reset the password of your account.'],
        action: 'Choose a new password',
        after: [
          'The link expires in 1 hour. Changing the password signs out your other sessions.',
          'If you did not ask for it, ignore this message: your password stays the same.',
        ],
      },
      existingAccount: {
        subject: 'Someone tried to sign up to Ritualia with your email',
        intro: [
          'Someone, perhaps you, tried to create a Ritualia account with this address, but you already have one.',
        ],
        action: 'Sign in',
        after: [
          'If you forgot your password, you can reset it from the sign-in page.',
          'If it was not you, ignore this message: your account is safe.',
        ],
      },
    },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    fallback: 'Si le bouton ne fonctionne pas, copie cette adresse dans ton navigateur\u202f:',
    signature: 'L’équipe Ritualia',
    kinds: {
      verifyEmail: {
        subject: 'Confirme ton e-mail pour Ritualia',
        intro: [
          'Merci pour ton inscription sur Ritualia. Confirme que cette adresse est bien la tienne pour activer ton compte.',
        ],
        action: 'Confirmer mon e-mail',
        after: ['Le lien expire dans 24 heures. Si tu n’as pas créé de compte Ritualia, ignore ce message.'],
      },
      magicLink: {
        subject: 'Ton lien pour te connecter à Ritualia',
        intro: ['Appuie sur le bouton pour te connecter à Ritualia. Aucun mot de passe n’est nécessaire.'],
        action: 'Me connecter',
        after: [
          'Le lien ne sert qu’une fois et expire dans 10 minutes.',
          'Si tu ne l’as pas demandé, ignore ce message\u202f: personne ne peut se connecter sans lui.',
        ],
      },
      resetPassword: {
        subject: 'Réinitialise ton mot de passe Ritualia',
        intro: ['Nous avons reçu une demande de réinitialisation du mot de passe de ton compte.'],
        action: 'Choisir un nouveau mot de passe',
        after: [
          'Le lien expire dans 1 heure. Changer de mot de passe ferme tes autres sessions.',
          'Si tu ne l’as pas demandé, ignore ce message\u202f: ton mot de passe ne changera pas.',
        ],
      },
      existingAccount: {
        subject: 'Quelqu’un a essayé de s’inscrire sur Ritualia avec ton e-mail',
        intro: [
          'Quelqu’un, peut-être toi, a essayé de créer un compte Ritualia avec cette adresse, mais tu en as déjà un.',
        ],
        action: 'Me connecter',
        after: [
          'Si tu as oublié ton mot de passe, tu peux le réinitialiser depuis la page de connexion.',
          'Si ce n’était pas toi, ignore ce message\u202f: ton compte est en sécurité.',
        ],
      },
    },
  },
  pt: {
    greeting: (name) => `Olá, ${name}!`,
    fallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
    signature: 'Equipe Ritualia',
    kinds: {
      verifyEmail: {
        subject: 'Confirme seu e-mail no Ritualia',
        intro: [
          'Obrigado por se cadastrar no Ritualia. Confirme que este endereço é seu para ativar sua conta.',
        ],
        action: 'Confirmar meu e-mail',
        after: ['O link expira em 24 horas. Se você não criou uma conta no Ritualia, ignore esta mensagem.'],
      },
      magicLink: {
        subject: 'Seu link para entrar no Ritualia',
        intro: ['Toque no botão para entrar no Ritualia. Você não precisa de senha.'],
        action: 'Entrar',
        after: [
          'O link só pode ser usado uma vez e expira em 10 minutos.',
          'Se você não pediu este link, ignore esta mensagem: ninguém consegue entrar sem ele.',
        ],
      },
      resetPassword: {
        subject: 'Redefina sua senha do Ritualia',
        intro: ['Recebemos um pedido para redefinir a senha da sua conta.'],
        action: 'Escolher uma nova senha',
        after: [
          'O link expira em 1 hora. Ao trocar a senha, suas outras sessões serão encerradas.',
          'Se você não fez este pedido, ignore esta mensagem: sua senha continuará a mesma.',
        ],
      },
      existingAccount: {
        subject: 'Alguém tentou se cadastrar no Ritualia com seu e-mail',
        intro: [
          'Alguém, talvez você, tentou criar uma conta no Ritualia com este endereço, mas você já tem uma.',
        ],
        action: 'Entrar',
        after: [
          'Se você esqueceu sua senha, pode redefini-la na página de entrada.',
          'Se não foi você, ignore esta mensagem: sua conta continua segura.',
        ],
      },
    },
  },
};
