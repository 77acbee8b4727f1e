import type { Language } from '../../../shared/languages.ts';
import type { ShopItemKey } from '../../../shared/shop.ts';

// Shop, streak-freeze and journal messages, and the shop's item texts. Typed per language so a
// missing translation fails typecheck. French puts a non-breaking space before : ; ! ?
const en = {
  unknown_item: 'This item is not in the shop.',
  invalid_purchase:
    'Send a JSON body like { "item": "streak_freeze", "idempotency_key": "…" } with a key of 8 to 100 letters, digits, - or _.',
  insufficient_balance: 'You do not have enough points for this item.',
  limit_reached: 'You already have this item, or as many streak freezes as you can hold (2).',
  invalid_cosmetics:
    'Send a JSON body like { "palette": "palette_jade", "frame": null } naming a palette and a frame you own, or null.',
  cosmetic_not_owned: 'You can only apply a palette or a frame you have bought.',
  invalid_journal:
    'Send a JSON body like { "text": "…", "mood": 4 }: a note of up to 2,000 characters and a mood from 1 to 5, or null.',
  journal_text_too_long: 'The note is longer than 2,000 characters.',
  invalid_mood: 'The mood must be a whole number from 1 to 5, or null.',
  journal_ritual_not_completed: 'You can only write about a ritual you have completed.',
  journal_day_not_committed: 'You can only write about a day you committed to its tip.',
  journal_entry_not_found: 'There is no note here.',
  invalid_journal_query:
    'Use limit (1–100), before (the cursor of a previous page), ritual_id (a ritual id) and month (YYYY-MM).',
} as const;
export type ShopMessageCode = keyof typeof en;

export const SHOP_MESSAGES: Record<Language, Record<ShopMessageCode, string>> = {
  es: {
    unknown_item: 'Este artículo no está en la tienda.',
    invalid_purchase:
      'Envía un cuerpo JSON como { "item": "streak_freeze", "idempotency_key": "…" } con una clave de 8 a 100 letras, cifras, - o _.',
    insufficient_balance: 'No tienes puntos suficientes para este artículo.',
    limit_reached: 'Ya tienes este artículo, o tantos protectores de racha como puedes guardar (2).',
    invalid_cosmetics:
      'Envía un cuerpo JSON como { "palette": "palette_jade", "frame": null } con una paleta y un marco que tengas, o null.',
    cosmetic_not_owned: 'Solo puedes aplicar una paleta o un marco que hayas comprado.',
    invalid_journal:
      'Envía un cuerpo JSON como { "text": "…", "mood": 4 }: una nota de hasta 2000 caracteres y un ánimo del 1 al 5, o null.',
    journal_text_too_long: 'La nota tiene más de 2000 caracteres.',
    invalid_mood: 'El ánimo debe ser un número entero del 1 al 5, o null.',
    journal_ritual_not_completed: 'Solo puedes escribir sobre un ritual que hayas completado.',
    journal_day_not_committed: 'Solo puedes escribir sobre un día en que te comprometiste con su consejo.',
    journal_entry_not_found: 'Aquí no hay ninguna nota.',
    invalid_journal_query:
      'Usa limit (1–100), before (el cursor de una página anterior), ritual_id (un identificador de ritual) y month (AAAA-MM).',
  },
  en,
  fr: {
    unknown_item: 'Cet article n’est pas dans la boutique.',
    invalid_purchase:
      'Envoie un corps JSON comme { "item": "streak_freeze", "idempotency_key": "…" } avec une clé de 8 à 100 lettres, chiffres, - ou _.',
    insufficient_balance: 'Tu n’as pas assez de points pour cet article.',
    limit_reached: 'Tu as déjà cet article, ou autant de protections de série que tu peux en garder (2).',
    invalid_cosmetics:
      'Envoie un corps JSON comme { "palette": "palette_jade", "frame": null } avec une palette et un cadre que tu possèdes, ou null.',
    cosmetic_not_owned: 'Tu ne peux appliquer qu’une palette ou un cadre que tu as acheté.',
    invalid_journal:
      'Envoie un corps JSON comme { "text": "…", "mood": 4 }\u202f: une note de 2\u202f000 caractères au plus et une humeur de 1 à 5, ou null.',
    journal_text_too_long: 'La note dépasse 2\u202f000 caractères.',
    invalid_mood: 'L’humeur doit être un nombre entier de 1 à 5, ou null.',
    journal_ritual_not_completed: 'Tu ne peux écrire que sur un rituel que tu as accompli.',
    journal_day_not_committed: 'Tu ne peux écrire que sur un jour où tu t’es engagé sur son conseil.',
    journal_entry_not_found: 'Il n’y a pas de note ici.',
    invalid_journal_query:
      'Utilise limit (1–100), before (le curseur d’une page précédente), ritual_id (un identifiant de rituel) et month (AAAA-MM).',
  },
  pt: {
    unknown_item: 'Este item não está na loja.',
    invalid_purchase:
      'Envie um corpo JSON como { "item": "streak_freeze", "idempotency_key": "…" } com uma chave de 8 a 100 letras, dígitos, - ou _.',
    insufficient_balance: 'Você não tem pontos suficientes para este item.',
    limit_reached: 'Você já tem este item, ou tantos protetores de sequência quanto pode guardar (2).',
    invalid_cosmetics:
      'Envie um corpo JSON como { "palette": "palette_jade", "frame": null } com uma paleta e uma moldura que você tenha, ou null.',
    cosmetic_not_owned: 'Você só pode aplicar uma paleta ou uma moldura que comprou.',
    invalid_journal:
      'Envie um corpo JSON como { "text": "…", "mood": 4 }: uma nota de até 2000 caracteres e um humor de 1 a 5, ou null.',
    journal_text_too_long: 'A nota tem mais de 2000 caracteres.',
    invalid_mood: 'O humor deve ser um número inteiro de 1 a 5, ou null.',
    journal_ritual_not_completed: 'Você só pode escrever sobre um ritual que completou.',
    journal_day_not_committed: 'Você só pode escrever sobre um dia em que se comprometeu com a dica.',
    journal_entry_not_found: 'Não há nenhuma nota aqui.',
    invalid_journal_query:
      'Use limit (1–100), before (o cursor de uma página anterior), ritual_id (um identificador de ritual) e month (AAAA-MM).',
  },
};

type ItemText = { name: string; description: string };

/** The shop's item names and descriptions. */
export const SHOP_ITEM_TEXTS: Record<Language, Record<ShopItemKey, ItemText>> = {
  es: {
    streak_freeze: {
      name: 'Protector de racha',
      description:
        'Cubre un día que no te comprometas: tu racha sigue, sin sumar ese día. Se usa solo; puedes guardar 2.',
    },
    palette_moonstone: {
      name: 'Paleta de piedra de luna',
      description: 'Tonos plateados y azul pálido para la interfaz.',
    },
    palette_amethyst: { name: 'Paleta de amatista', description: 'Violetas profundos para la interfaz.' },
    palette_jade: { name: 'Paleta de jade', description: 'Verdes serenos para la interfaz.' },
    palette_ember: { name: 'Paleta de brasas', description: 'Ámbar y rojo cálido para la interfaz.' },
    frame_crescent: {
      name: 'Marco de luna creciente',
      description: 'Una luna creciente alrededor de tu avatar.',
    },
    frame_laurel: { name: 'Marco de laurel', description: 'Una corona de laurel alrededor de tu avatar.' },
    frame_stars: {
      name: 'Marco de estrellas',
      description: 'Un anillo de estrellas alrededor de tu avatar.',
    },
    frame_sun: { name: 'Marco de sol', description: 'Rayos de sol alrededor de tu avatar.' },
  },
  en: {
    streak_freeze: {
      name: 'Streak freeze',
      description:
        'Covers a day you do not commit: your streak keeps going without counting that day. Used automatically; you can hold 2.',
    },
    palette_moonstone: {
      name: 'Moonstone palette',
      description: 'Silver and pale blue tones for the interface.',
    },
    palette_amethyst: { name: 'Amethyst palette', description: 'Deep violets for the interface.' },
    palette_jade: { name: 'Jade palette', description: 'Serene greens for the interface.' },
    palette_ember: { name: 'Ember palette', description: 'Amber and warm red for the interface.' },
    frame_crescent: { name: 'Crescent frame', description: 'A crescent moon around your avatar.' },
    frame_laurel: { name: 'Laurel frame', description: 'A laurel wreath around your avatar.' },
    frame_stars: { name: 'Star frame', description: 'A ring of stars around your avatar.' },
    frame_sun: { name: 'Sun frame', description: 'Sun rays around your avatar.' },
  },
  fr: {
    streak_freeze: {
      name: 'Protection de série',
      description:
        'Couvre un jour sans engagement\u202f: ta série continue, sans compter ce jour. Utilisée automatiquement\u202f; tu peux en garder 2.',
    },
    palette_moonstone: {
      name: 'Palette pierre de lune',
      description: 'Des tons argentés et bleu pâle pour l’interface.',
    },
    palette_amethyst: { name: 'Palette améthyste', description: 'Des violets profonds pour l’interface.' },
    palette_jade: { name: 'Palette jade', description: 'Des verts sereins pour l’interface.' },
    palette_ember: { name: 'Palette braise', description: 'De l’ambre et un rouge chaud pour l’interface.' },
    frame_crescent: {
      name: 'Cadre croissant de lune',
      description: 'Un croissant de lune autour de ton avatar.',
    },
    frame_laurel: { name: 'Cadre de laurier', description: 'Une couronne de laurier autour de ton avatar.' },
    frame_stars: { name: 'Cadre étoilé', description: 'Un anneau d’étoiles autour de ton avatar.' },
    frame_sun: { name: 'Cadre soleil', description: 'Des rayons de soleil autour de ton avatar.' },
  },
  pt: {
    streak_freeze: {
      name: 'Protetor de sequência',
      description:
        'Cobre um dia sem compromisso: sua sequência continua, sem contar esse dia. Usado automaticamente; você pode guardar 2.',
    },
    palette_moonstone: {
      name: 'Paleta de pedra da lua',
      description: 'Tons prateados e azul-claro para a interface.',
    },
    palette_amethyst: { name: 'Paleta de ametista', description: 'Violetas profundos para a interface.' },
    palette_jade: { name: 'Paleta de jade', description: 'Verdes serenos para a interface.' },
    palette_ember: { name: 'Paleta de brasas', description: 'Âmbar e vermelho quente para a interface.' },
    frame_crescent: {
      name: 'Moldura de lua crescente',
      description: 'Uma lua crescente ao redor do seu avatar.',
    },
    frame_laurel: { name: 'Moldura de louros', description: 'Uma coroa de louros ao redor do seu avatar.' },
    frame_stars: { name: 'Moldura estrelada', description: 'Um anel de estrelas ao redor do seu avatar.' },
    frame_sun: { name: 'Moldura de sol', description: 'Raios de sol ao redor do seu avatar.' },
  },
};
