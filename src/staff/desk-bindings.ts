import type { Container } from 'inversify';
import { DeskApiGateway } from '@adapters/api/desk-gateway';
import type { HttpPort } from '@domain/ports/http';
import { CameraCodeScanner } from '@adapters/scanner/camera-scanner';
import {
  type JssdkSigner,
  MiniProgramCodeScanner,
  WechatCodeScanner,
} from '@adapters/scanner/wechat-scanner';
import { loadWx } from '@adapters/platform/wx-api';
import { MiniProgramBridge } from '@adapters/platform/mini-program-bridge';
import { WechatBridge } from '@adapters/platform/wechat-bridge';
import { CodeScanner, DeskGateway, DeskStore, scannerKindFor } from '@domain/checkin-desk';
import { detectRuntime } from '@domain/shell/runtime';

/** localStorage: the desk's queue must survive a reload or a closed tab. */
const localDeskStore: DeskStore = {
  read: (k) => {
    try {
      return localStorage.getItem(k);
    } catch {
      return null;
    }
  },
  write: (k, v) => {
    try {
      if (v === null) localStorage.removeItem(k);
      else localStorage.setItem(k, v);
    } catch {
      /* storage full or blocked: the queue lives in memory for this page */
    }
  },
};

/** The code scanner of the host the staff app runs in (the same detection as the student app). */
function codeScanner(sign: JssdkSigner): CodeScanner {
  const runtime = detectRuntime({
    userAgent: navigator.userAgent,
    wxjsEnvironment: (window as { __wxjs_environment?: string }).__wxjs_environment,
    maxTouchPoints: navigator.maxTouchPoints,
  });
  switch (scannerKindFor(runtime.host)) {
    case 'wechat':
      return new WechatCodeScanner(new WechatBridge(runtime, loadWx), sign);
    case 'mini-program':
      return new MiniProgramCodeScanner(new MiniProgramBridge(runtime, loadWx));
    default:
      return new CameraCodeScanner();
  }
}

/** 现场报到 (issue 16): the desk's gateway over the staff session, its device storage and scanner. */
export function deskBindings(c: Container, http: HttpPort): void {
  const desk = new DeskApiGateway(http);
  c.bind(DeskGateway).toConstantValue(desk);
  c.bind(DeskStore).toConstantValue(localDeskStore);
  // wx.config is signed for the school of the staff session, not of a public header.
  c.bind(CodeScanner).toDynamicValue(() => codeScanner((url) => desk.jssdkConfig(url)));
}
