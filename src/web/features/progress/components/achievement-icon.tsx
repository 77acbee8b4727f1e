import {
  Award,
  BadgeCheck,
  BookOpen,
  CalendarCheck,
  CalendarDays,
  CalendarHeart,
  CalendarRange,
  Crown,
  Flame,
  Gem,
  GraduationCap,
  HandHeart,
  Infinity as InfinityIcon,
  Library,
  Lightbulb,
  Medal,
  MoonStar,
  Mountain,
  Rocket,
  Scale,
  Sparkles,
  Sprout,
  Star,
  SunMoon,
  Sunrise,
  TrendingUp,
  Trophy,
  WandSparkles,
  Zap,
  type LucideIcon,
} from 'lucide-react';

// The catalogue names lucide icons in kebab-case (content/achievements.json); trophy is the
// catalogue's default (trophy) for a name we do not know.
const ICONS: Record<string, LucideIcon> = {
  award: Award,
  'badge-check': BadgeCheck,
  'book-open': BookOpen,
  'calendar-check': CalendarCheck,
  'calendar-days': CalendarDays,
  'calendar-heart': CalendarHeart,
  'calendar-range': CalendarRange,
  crown: Crown,
  flame: Flame,
  gem: Gem,
  'graduation-cap': GraduationCap,
  'hand-heart': HandHeart,
  infinity: InfinityIcon,
  library: Library,
  lightbulb: Lightbulb,
  medal: Medal,
  'moon-star': MoonStar,
  mountain: Mountain,
  rocket: Rocket,
  scale: Scale,
  sparkles: Sparkles,
  sprout: Sprout,
  star: Star,
  'sun-moon': SunMoon,
  sunrise: Sunrise,
  'trending-up': TrendingUp,
  trophy: Trophy,
  'wand-sparkles': WandSparkles,
  zap: Zap,
};

export function AchievementIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Trophy;
  return <Icon aria-hidden="true" className={className} />;
}

/** Badge colours per rarity; text meets AA on its tint in both themes. */
export const RARITY_STYLE: Record<string, { badge: string; ring: string; tile: string }> = {
  common: {
    badge: 'bg-stone-200 text-stone-900 dark:bg-stone-300/15 dark:text-stone-200',
    ring: 'ring-stone-300 dark:ring-stone-400/40',
    tile: 'bg-stone-100 text-stone-800 dark:bg-stone-300/15 dark:text-stone-200',
  },
  rare: {
    badge: 'bg-sky-100 text-sky-900 dark:bg-sky-300/15 dark:text-sky-200',
    ring: 'ring-sky-300 dark:ring-sky-400/40',
    tile: 'bg-sky-100 text-sky-800 dark:bg-sky-300/15 dark:text-sky-200',
  },
  epic: {
    badge: 'bg-violet-100 text-violet-900 dark:bg-violet-300/15 dark:text-violet-200',
    ring: 'ring-violet-300 dark:ring-violet-400/40',
    tile: 'bg-violet-100 text-violet-800 dark:bg-violet-300/15 dark:text-violet-200',
  },
  legendary: {
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-300/15 dark:text-amber-200',
    ring: 'ring-amber-300 dark:ring-amber-400/50',
    tile: 'bg-amber-100 text-amber-800 dark:bg-amber-300/15 dark:text-amber-200',
  },
};
