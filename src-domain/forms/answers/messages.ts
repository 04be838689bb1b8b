import { UPLOAD_TOO_LARGE_TEXT, UPLOAD_TOO_MANY_TEXT, type UploadViolation } from '../../files/upload';
import { idNumberMessage, type IdNumberError } from '../../identity/id-number';
import { fieldTypeOf } from '../field-types';
import { MULTIPLE_CHOICE, type AnswerField } from './field-def';

/** Why an answer is refused; the same code and message on the client and the server. */
export type AnswerErrorCode =
  | 'ANSWER.REQUIRED'
  | 'ANSWER.PATTERN'
  | 'ANSWER.LENGTH'
  | 'ANSWER.TOO_SHORT'
  | 'ANSWER.TOO_LONG'
  | 'ANSWER.MOBILE'
  | 'ANSWER.SHAPE'
  | 'ANSWER.OPTION'
  | 'ANSWER.DUPLICATE'
  | 'ANSWER.NOT_ADDABLE'
  | 'ANSWER.DOCUMENT_TYPE'
  | 'ANSWER.DOCUMENT_CHARS'
  | 'ANSWER.SIGNATURE'
  | 'ANSWER.REGION'
  | 'ANSWER.UNKNOWN'
  | IdNumberError
  | UploadViolation['code'];

export interface AnswerError {
  /** The field's key (prop, else label); for ANSWER.UNKNOWN the unknown answer key. */
  field: string;
  code: AnswerErrorCode;
  /** The Chinese text shown under the field, in the toast and in the server's envelope. */
  message: string;
}

/** The empty-field text by how the field is filled in. */
export function requiredMessage(f: AnswerField): string {
  const own = fieldTypeOf(f.type)?.emptyMessage?.(f);
  if (own !== undefined) return own;
  if (f.multipleChoice === MULTIPLE_CHOICE || f.isLink) return `请选择${f.label}`;
  return `请输入${f.label}`;
}

/** The default text of every code but ANSWER.REQUIRED; `n` is the length a length rule names. */
export function answerMessage(
  code: Exclude<AnswerErrorCode, 'ANSWER.REQUIRED'>,
  label: string,
  n = 0,
): string {
  switch (code) {
    case 'ANSWER.LENGTH':
      return `${label}长度应为${n}个字符`;
    case 'ANSWER.TOO_SHORT':
      return `${label}至少${n}个字符`;
    case 'ANSWER.TOO_LONG':
      return `${label}不能超过${n}个字符`;
    case 'ANSWER.OPTION':
      return `${label}的选项无效`;
    case 'ANSWER.DUPLICATE':
      return `${label}有重复选项`;
    case 'ANSWER.NOT_ADDABLE':
      return `${label}不允许添加`;
    case 'ANSWER.DOCUMENT_TYPE':
      return `${label}的证件类型无效`;
    case 'ANSWER.DOCUMENT_CHARS':
      return `${label}只能包含字母和数字`;
    case 'ANSWER.UNKNOWN':
      return `未知的表单字段：${label.slice(0, 32)}`;
    case 'ANSWER.REGION':
      return `${label}请选择到${['省', '市', '区县'][n - 1] ?? '区县'}`;
    case 'UPLOAD.TOO_MANY':
      return UPLOAD_TOO_MANY_TEXT;
    case 'UPLOAD.TOO_LARGE':
      return UPLOAD_TOO_LARGE_TEXT;
    case 'ANSWER.PATTERN':
    case 'ANSWER.MOBILE':
    case 'ANSWER.SHAPE':
    case 'ANSWER.SIGNATURE':
      return `${label}格式不正确`;
    default:
      return idNumberMessage(code);
  }
}
