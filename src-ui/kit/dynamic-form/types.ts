import type { FormField, FormFileItem } from '@domain/forms/form-field';

/** One choice of a picker cell. */
export interface PickerOption {
  label: string;
  value: string | number;
}

/** A node of a region tree (GET /base/api/cities/tree), shown with a cascading picker. */
export interface RegionNode {
  label: string;
  value: string;
  children?: RegionNode[];
}

export type FieldOptions = readonly PickerOption[] | readonly RegionNode[];

/** Reports per-file upload progress, 0–100; `retryInSeconds` > 0 while a refused upload waits to retry. */
export type UploadProgress = (file: File, percent: number, retryInSeconds?: number) => void;

export interface FieldEvents {
  onChange: (key: string, value: unknown, field: FormField) => void;
  /** The field's change event of spec section 2.5: a picker cell, a SelectInput tag or a link cell was tapped. */
  onFieldTap?: (field: FormField) => void;
  onBlur?: (field: FormField, value: unknown) => void;
  /** Uploads the picked files (the screen decides how) and resolves with their list items. */
  onUpload?: (files: File[], onProgress: UploadProgress, field: FormField) => Promise<FormFileItem[]>;
  /** Opens a file in the document viewer. */
  onOpenFile?: (item: FormFileItem, field: FormField) => void;
}

export interface FieldProps extends FieldEvents {
  field: FormField;
  fieldKey: string;
  value: unknown;
  options?: FieldOptions;
  error?: string;
}

export function isTree(options: FieldOptions | undefined): options is readonly RegionNode[] {
  return !!options?.some((o) => 'children' in o && Array.isArray(o.children));
}
