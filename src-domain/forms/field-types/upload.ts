import { uploadViolation } from '../../files/upload';
import { registerFieldType } from './define';

/** A stored file as an answer holds it. */
export interface FileAnswerRef {
  fileId: string;
  name: string;
}

const isFileRef = (x: unknown): x is FileAnswerRef =>
  typeof x === 'object' && x !== null && typeof (x as FileAnswerRef).fileId === 'string';

/** The stored files of an upload answer (anything else in it is dropped). */
export const fileRefsOf = (v: unknown): FileAnswerRef[] => (Array.isArray(v) ? v.filter(isFileRef) : []);

/** A file's size, from a file reference ({size}) or the form's file item ({file: {size}}). */
function fileSize(x: unknown): number {
  if (!x || typeof x !== 'object') return NaN;
  const item = x as { size?: unknown; file?: { size?: unknown } };
  const size = item.size ?? item.file?.size;
  return typeof size === 'number' ? size : NaN;
}

/** 附件上传: up to 10 files of 20 MB (spec sections 5 and 9); exported as the file names. */
export const upload = registerFieldType({
  type: 'upload',
  kinds: [
    { kind: 'upload', label: '附件上传', order: 90, defaults: () => ({ label: '附件', fileList: [] }) },
  ],
  emptyMessage: (f) => `请上传${f.label}`,
  validate: (_f, value) => {
    if (!Array.isArray(value)) return { code: 'ANSWER.SHAPE' };
    return uploadViolation(
      0,
      value.map((x) => ({ size: fileSize(x) })),
    );
  },
  exportText: (_f, v) =>
    fileRefsOf(v)
      .map((x) => x.name)
      .join('、'),
  files: true,
  applicantOnly: true,
});
