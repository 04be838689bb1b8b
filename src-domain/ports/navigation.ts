/** The page location and real navigations (not in-app routes). */
export const Navigation = Symbol.for('Navigation');
export interface Navigation {
  href(): string;
  /** A real navigation that replaces the history entry (WeChat iOS signs the landing URL). */
  replace(url: string): void;
  assign(url: string): void;
  reload(): void;
  isTopWindow(): boolean;
}
