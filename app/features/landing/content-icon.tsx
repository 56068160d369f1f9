import {
  BookOpenIcon,
  ChartColumnIcon,
  ChartLineIcon,
  ClockIcon,
  GiftIcon,
  LanguagesIcon,
  LayersIcon,
  MessageSquareTextIcon,
  ShieldAlertIcon,
  StarIcon,
  StoreIcon,
  TicketIcon,
  UtensilsIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ContentIcon as ContentIconName } from '#app/content/landing/common.ts';

// Content names its icons (content is data); this is the one place that turns a name into a drawing.
const icons: Record<ContentIconName, LucideIcon> = {
  'message-square-text': MessageSquareTextIcon,
  ticket: TicketIcon,
  'chart-line': ChartLineIcon,
  clock: ClockIcon,
  store: StoreIcon,
  'book-open': BookOpenIcon,
  utensils: UtensilsIcon,
  star: StarIcon,
  'shield-alert': ShieldAlertIcon,
  layers: LayersIcon,
  languages: LanguagesIcon,
  gift: GiftIcon,
  'chart-column': ChartColumnIcon,
};

export function ContentIcon({ name, className }: { name: ContentIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
