import { cameraFailure } from './camera-error';

/**
 * Opens the system picker with a transient <input type=file>. Must run inside the tap handler
 * (browsers only open a picker on a user gesture). Android WeChat (X5) offers the camera only
 * with accept="image/*"; capture="user" asks for the front camera where supported.
 */
export function pickImageFile(doc: Document): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    const input = doc.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.setAttribute('capture', 'user');
    input.style.display = 'none';
    input.setAttribute('data-testid', 'camera-file-input');
    const done = () => input.remove();
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      done();
      if (file) resolve(file);
      else reject(cameraFailure('CAMERA.CANCELLED'));
    });
    input.addEventListener('cancel', () => {
      done();
      reject(cameraFailure('CAMERA.CANCELLED'));
    });
    doc.body.appendChild(input);
    input.click();
  });
}
