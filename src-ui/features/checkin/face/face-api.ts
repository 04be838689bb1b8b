import { inject, injectable } from 'inversify';
import { fileToken, uploadPhoto } from '@contract/api/welcome-manage';
import { AppConfig } from '@domain/ports/app-config';
import { HttpPort } from '@domain/ports/http';
import { call } from '@ui/api/call';

export interface UploadedPhoto {
  fileId: string;
  url: string;
  width: number;
  height: number;
}

/** The face-photo calls: config/token, then config/uploadPhoto (multipart `file`) with the token. */
@injectable('Transient')
export class FacePhotoApi {
  readonly #http: HttpPort;
  readonly #config: AppConfig;
  constructor(@inject(HttpPort) http: HttpPort, @inject(AppConfig) config: AppConfig) {
    this.#http = http;
    this.#config = config;
  }

  async upload(blob: Blob, onProgress: (fraction: number) => void): Promise<UploadedPhoto> {
    const { token } = await call(this.#http, fileToken, {}, { silent: true });
    // The port resolves relative upload URLs against the upload base; this call lives under baseUrl.
    const url = new URL(
      this.#config.baseUrl.replace(/\/$/, '') + uploadPhoto.path,
      globalThis.location?.href,
    );
    url.searchParams.set('token', token);
    const [res] = await this.#http.upload<UploadedPhoto>({
      url: url.href,
      files: [new File([blob], 'face.jpg', { type: 'image/jpeg' })],
      onProgress: (_i, f) => onProgress(f),
    });
    return res!.data;
  }
}
