import type { Container } from 'inversify';
import type { Endpoint } from '@contract/endpoint';
import type { In, Out } from '@adapters/api/call';
import { HttpAdmissionsGateway } from '@adapters/api/admissions-gateway';
import { HttpApplicationsGateway } from '@adapters/api/applications-gateway';
import { HttpCheckinGateway } from '@adapters/api/checkin-gateway';
import { HttpEnrollmentGateway } from '@adapters/api/enrollment-gateway';
import { AdmissionsGateway } from '@domain/ports/admissions-gateway';
import { ApplicationsGateway } from '@domain/ports/applications-gateway';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import {
  type HttpFailure,
  type HttpPort,
  HttpPort as HttpToken,
  type HttpRequest,
  type UploadRequest,
} from '@domain/ports/http';
import { EnrollmentGateway } from '@domain/use-cases/admissions/enrollment-gateway';

type Handler = (data: unknown, req: HttpRequest) => unknown;

/**
 * A scripted HTTP port (the wire format): handlers by contract route; a handler that throws an
 * HttpFailure rejects like the adapter. Bound with the real gateways, as src/modules/common-module.ts
 * binds them: for the tests that check what goes over the wire (src-ui tests fake the gateways).
 */
export class FakeHttp implements HttpPort {
  readonly calls: HttpRequest[] = [];
  readonly handlers = new Map<string, Handler>();
  uploads: UploadRequest[] = [];

  on<E extends Endpoint>(route: E, h: (data: In<E>, req: HttpRequest) => Out<E> | Promise<Out<E>>): this {
    this.handlers.set(route.path, h as Handler);
    return this;
  }

  calledWith(path: string): HttpRequest[] {
    return this.calls.filter((c) => c.url === path);
  }

  bind(c: Container): void {
    c.bind(HttpToken).toConstantValue(this);
    c.bind(AdmissionsGateway).to(HttpAdmissionsGateway);
    c.bind(CheckinGateway).to(HttpCheckinGateway);
    c.bind(ApplicationsGateway).to(HttpApplicationsGateway);
    c.bind(EnrollmentGateway).to(HttpEnrollmentGateway);
  }

  async request<T>(req: HttpRequest) {
    this.calls.push(req);
    const h = this.handlers.get(req.url);
    if (!h) throw { kind: 'http', status: 404, msg: `no handler ${req.url}` } satisfies HttpFailure;
    const data = (await h(req.data, req)) as T;
    return { code: 0, msg: '', success: true, data };
  }

  async upload<T>(req: UploadRequest) {
    this.uploads.push(req);
    return req.files.map((f, i) => {
      req.onProgress?.(i, 1);
      const name = (f as File).name ?? `file${i}`;
      return {
        code: 0,
        msg: '',
        success: true,
        data: {
          fileId: `F${this.uploads.length}-${i}`,
          name,
          size: f.size,
          type: f.type,
          url: `/fileapi/files/F${i}`,
        } as T,
      };
    });
  }
}
