import {
  BookOpen, Briefcase, Calculator, CircleHelp, Cloud, Code, Cog, Contact, Database, Factory, FileText,
  HardDrive, Headset, Landmark, Layers, LayoutGrid, Mail, MessageSquareQuote, Newspaper, Package, Phone,
  Receipt, Route, Server, ShoppingBag, ShoppingCart, Star, Table, Truck, Users, Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../content/icons';

const icons: Record<IconName, LucideIcon> = {
  receipt: Receipt, 'shopping-cart': ShoppingCart, users: Users, truck: Truck, warehouse: Warehouse,
  route: Route, landmark: Landmark, package: Package, factory: Factory, database: Database,
  'layout-grid': LayoutGrid, cloud: Cloud, cog: Cog, calculator: Calculator, briefcase: Briefcase,
  server: Server, contact: Contact, 'shopping-bag': ShoppingBag, code: Code, 'hard-drive': HardDrive,
  'book-open': BookOpen, 'file-text': FileText, help: CircleHelp, star: Star, table: Table,
  newspaper: Newspaper, quote: MessageSquareQuote, layers: Layers, headset: Headset, mail: Mail, phone: Phone,
};

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component size={size} aria-hidden="true" focusable="false" />;
}
