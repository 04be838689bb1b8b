export { SignaturePad, type SignaturePadProps } from './signature-pad';
export { SignaturePopup, type SignaturePopupProps } from './signature-popup';
export { centredRect, rotateClockwise } from './canvas-image';
