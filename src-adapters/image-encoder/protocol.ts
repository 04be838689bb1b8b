/** Messages between the encoder client and its worker. */
export type EncoderRequest =
  | { op: 'decode'; id: number; file: Blob }
  | { op: 'encode'; id: number; image: number; width: number; height: number; quality: number }
  | { op: 'release'; id: number; image: number };

export type EncoderResponse =
  | { id: number; ok: true; image?: number; width?: number; height?: number; blob?: Blob }
  | { id: number; ok: false; error: string };
