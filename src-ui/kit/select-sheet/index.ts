export { SelectSheet, type SelectOption, type SelectSheetProps } from './select-sheet';
