/** Icon names content may use; app/components/icon.tsx maps each to an SVG. */
export type IconName =
  | 'receipt' | 'shopping-cart' | 'users' | 'truck' | 'warehouse' | 'route' | 'landmark' | 'package'
  | 'factory' | 'database' | 'layout-grid' | 'cloud' | 'cog' | 'calculator' | 'briefcase' | 'server'
  | 'contact' | 'shopping-bag' | 'code' | 'hard-drive' | 'book-open' | 'file-text' | 'help' | 'star'
  | 'table' | 'newspaper' | 'quote' | 'layers' | 'headset' | 'mail' | 'phone';
