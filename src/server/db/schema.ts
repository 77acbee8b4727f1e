// JSON lists are stored as text on both engines so one set of queries serves SQLite and PostgreSQL.
export interface RitualsTable {
  id: number;
  slug: string;
  type: string;
  intention: string;
  culture: string;
  moment: string;
  duration_minutes: number;
  difficulty: string;
  popularity_score: number;
  is_featured: number;
  is_active: number;
  hazards: string;
}

export interface RitualTranslationsTable {
  ritual_id: number;
  language: string;
  title: string;
  objects: string;
  steps: string;
  benefits: string;
  origin_explanation: string;
  safety_notes: string;
}

export interface DailyTipsTable {
  id: number;
  day_of_year: number;
  type: string;
  intention: string;
  is_active: number;
}

export interface DailyTipTranslationsTable {
  tip_id: number;
  language: string;
  title: string;
  text: string;
}

export interface AchievementsTable {
  key: string;
  category: string;
  rarity: string;
  icon: string;
  points: number;
  requirement_type: string;
  requirement_value: number;
  requirements: string;
  sort_order: number;
  is_active: number;
}

export interface AchievementTranslationsTable {
  achievement_key: string;
  language: string;
  title: string;
  description: string;
  hint: string;
}

export interface Database {
  rituals: RitualsTable;
  ritual_translations: RitualTranslationsTable;
  daily_tips: DailyTipsTable;
  daily_tip_translations: DailyTipTranslationsTable;
  achievements: AchievementsTable;
  achievement_translations: AchievementTranslationsTable;
}
