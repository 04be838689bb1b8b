import { inject, injectable } from 'inversify';
import { AppConfig } from '@domain/ports/app-config';
import { HttpPort } from '@domain/ports/http';

const BASE = '/welcome-manage-api/api/mobile/welcome/';

export interface FacePhoto {
  url: string | null;
  /** 0 待审核, 1 审核通过, 2 已驳回 (brief section 4). */
  reviewStatus: 0 | 1 | 2 | null;
  rejectReason?: string | null;
}

/** The face-photo calls: file token, upload through the upload base, config/uploadPhoto. */
@injectable('Transient')
export class FacePhotoApi {
  readonly #http: HttpPort;
  readonly #config: AppConfig;
  constructor(@inject(HttpPort) http: HttpPort, @inject(AppConfig) config: AppConfig) {
    this.#http = http;
    this.#config = config;
  }

  async upload(blob: Blob, onProgress: (fraction: number) => void): Promise<FacePhoto> {
    const token = await this.#http.request<{ token: string }>({ method: 'GET', url: BASE + 'config/token' });
    const file = new File([blob], 'face.jpg', { type: 'image/jpeg' });
    const [stored] = await this.#http.upload<{ fileId: string }>({
      url: this.#config.bases.upload + '/upload',
      files: [file],
      fields: { token: token.data.token },
      onProgress: (_i, f) => onProgress(f),
    });
    const res = await this.#http.request<FacePhoto>({
      method: 'POST',
      url: BASE + 'config/uploadPhoto',
      data: { fileId: stored!.data.fileId, fileToken: token.data.token },
    });
    return res.data;
  }
}
