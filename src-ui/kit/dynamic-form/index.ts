export { DynamicForm, type DynamicFormHandle, type DynamicFormProps, type FormError } from './dynamic-form';
export type { FieldOptions, PickerOption, RegionNode, UploadProgress } from './types';
export { optionText } from './option-labels';
