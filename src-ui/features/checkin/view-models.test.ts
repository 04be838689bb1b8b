import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '@adapters/storage/memory-store';
import { AppConfig } from '@domain/ports/app-config';
import { CameraPort } from '@domain/ports/camera';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { Clock } from '@domain/ports/clock';
import { ImageEncoder } from '@domain/ports/image-encoder';
import { Notifier } from '@domain/ports/notifier';
import { Session } from '@domain/ports/session';
import { LocalStore, SessionStore } from '@domain/ports/storage';
import { ArrivalPlanVm } from '@ui/features/checkin/confirm/arrival-plan.vm';
import { CheckinEntryVm } from '@ui/features/checkin/entry/checkin-entry.vm';
import { CheckinHomeVm } from '@ui/features/checkin/home/checkin-home.vm';
import { ConfirmVm } from '@ui/features/checkin/confirm/confirm.vm';
import { MoreInfoVm } from '@ui/features/checkin/notice/more-info.vm';
import { NoticeVm } from '@ui/features/checkin/notice/notice.vm';
import { ProcedureVm } from '@ui/features/checkin/procedure/procedure.vm';
import { FaceVm } from '@ui/features/checkin/face/face.vm';
import { TakePhotoVm } from '@ui/features/checkin/face/take-photo.vm';
import { fakeSession } from '@ui/testing/fake-session';

describe('check-in view models resolve from a container holding only the ports', () => {
  const c = new Container({ defaultScope: 'Singleton' });
  for (const port of [CheckinGateway, CameraPort, ImageEncoder, AppConfig]) c.bind(port).toConstantValue({});
  c.bind(Session).toConstantValue(fakeSession());
  c.bind(LocalStore).toConstantValue(new MemoryStore());
  c.bind(SessionStore).toConstantValue(new MemoryStore());
  c.bind(Clock).toConstantValue({ now: () => new Date() });
  c.bind(Notifier).toConstantValue({ toast() {}, error() {} });

  it.each([
    ArrivalPlanVm,
    CheckinEntryVm,
    CheckinHomeVm,
    ConfirmVm,
    MoreInfoVm,
    NoticeVm,
    ProcedureVm,
    FaceVm,
    TakePhotoVm,
  ])('%o', (Vm) => {
    const a = c.get(Vm as never, { autobind: true });
    expect(a).toBeInstanceOf(Vm);
    // Transient: one per mounted screen.
    expect(c.get(Vm as never, { autobind: true })).not.toBe(a);
  });
});
