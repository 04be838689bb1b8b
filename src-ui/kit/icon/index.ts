export { Icon, type IconProps } from './icon';
export { ICON_SYMBOLS, ICON_LABELS, type IconName } from './sprite';
