import type { IconName } from '../../content/icons';
import type { SocialName } from '../../content/site';
import { usePublicConfig } from '../shell/config-context';
import { brandSymbol, filledIcons, type FilledName, type LucideName, type SpriteSymbol } from './sprite-icons';

interface GlyphProps {
  size?: number;
  /** Stroke colour (else the text colour). */
  color?: string;
  /** 'currentColor' draws the filled variant where the sprite has one (stars). */
  fill?: 'currentColor' | 'none';
  className?: string;
  /** A meaningful icon (role img); without it the icon is decoration, hidden from assistive technology. */
  'aria-label'?: string;
  'aria-hidden'?: true | 'true';
}

const isFilled = (name: LucideName): name is FilledName => filledIcons.some((f) => f === name);

/** One symbol of the hashed sprite (its URL comes with the page's public config): icons, brand marks, the logo. */
export function SpriteIcon({
  symbol,
  size = 24,
  color,
  className,
  'aria-label': label,
}: Omit<GlyphProps, 'fill'> & { symbol: SpriteSymbol }) {
  const { assets } = usePublicConfig();
  return (
    <svg
      width={size}
      height={size}
      color={color}
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`${assets.icons}#${symbol}`} />
    </svg>
  );
}

/** A lucide icon drawn from the sprite; the named exports below keep lucide-react's component names. */
const glyph = (name: LucideName) => {
  function Glyph({ fill, ...props }: GlyphProps) {
    return <SpriteIcon symbol={fill === 'currentColor' && isFilled(name) ? `${name}-filled` : name} {...props} />;
  }
  return Glyph;
};

export const Activity = glyph('activity');
export const AlertTriangle = glyph('triangle-exclamation-point');
export const ArrowDown = glyph('arrow-down');
export const ArrowDownUp = glyph('arrow-down-up');
export const ArrowLeft = glyph('arrow-left');
export const ArrowUp = glyph('arrow-up');
export const Award = glyph('award');
export const BarChart3 = glyph('chart-column');
export const Bell = glyph('bell');
export const Briefcase = glyph('briefcase');
export const CalendarDays = glyph('calendar-days');
export const Check = glyph('check');
export const CheckCircle2 = glyph('circle-check');
export const ChevronDown = glyph('chevron-down');
export const ChevronLeft = glyph('chevron-left');
export const ChevronRight = glyph('chevron-right');
export const CircleCheck = glyph('circle-check');
export const Clock = glyph('clock');
export const Copy = glyph('copy');
export const DollarSign = glyph('dollar-sign');
export const Download = glyph('download');
export const ExternalLinkIcon = glyph('external-link');
export const Eye = glyph('eye');
export const FileSearch = glyph('file-search');
export const HeartPulse = glyph('heart-pulse');
export const Mail = glyph('mail');
export const MapPin = glyph('map-pin');
export const MenuIcon = glyph('menu');
export const Network = glyph('network');
export const Pause = glyph('pause');
export const Phone = glyph('phone');
export const Play = glyph('play');
export const Search = glyph('search');
export const ShieldCheck = glyph('shield-check');
export const Star = glyph('star');
export const Ticket = glyph('ticket');
export const Users = glyph('users');
export const X = glyph('x');
export const XCircle = glyph('circle-x');

/** The lucide icon behind each name content may use (content/icons.ts). */
const contentIcons: Record<IconName, LucideName> = {
  receipt: 'receipt',
  'shopping-cart': 'shopping-cart',
  users: 'users',
  truck: 'truck',
  warehouse: 'warehouse',
  route: 'route',
  landmark: 'landmark',
  package: 'package',
  factory: 'factory',
  database: 'database',
  'layout-grid': 'layout-grid',
  cloud: 'cloud',
  cog: 'cog',
  calculator: 'calculator',
  briefcase: 'briefcase',
  server: 'server',
  contact: 'contact',
  'shopping-bag': 'shopping-bag',
  code: 'code',
  'hard-drive': 'hard-drive',
  'book-open': 'book-open',
  'file-text': 'file-text',
  help: 'circle-question-mark',
  star: 'star',
  table: 'table',
  newspaper: 'newspaper',
  quote: 'message-square-quote',
  layers: 'layers',
  headset: 'headset',
  mail: 'mail',
  phone: 'phone',
};

/** An icon named by content. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return <SpriteIcon symbol={contentIcons[name]} size={size} />;
}

/** A social network's brand mark. */
export function BrandIcon({ name, size = 18 }: { name: SocialName; size?: number }) {
  return <SpriteIcon symbol={brandSymbol(name)} size={size} />;
}
