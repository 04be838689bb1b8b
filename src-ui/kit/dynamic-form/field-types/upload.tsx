import type { StoredFile } from '@domain/ports/admissions-gateway';
import { FileLinkList } from '../../file-viewer/file-link-list';
import { UploadField } from '../upload-field';
import { registerFieldTypeUi } from './define';

export default registerFieldTypeUi({
  type: 'upload',
  Field: UploadField,
  answer: ({ value, viewerUrl }) =>
    Array.isArray(value) ? <FileLinkList files={value as StoredFile[]} viewerUrl={viewerUrl} /> : undefined,
  settings: { upload: { note: '最多上传10个文件，每个不超过20MB' } },
});
