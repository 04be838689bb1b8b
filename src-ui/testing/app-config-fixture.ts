import type { AppConfig, ServiceBases } from '@domain/ports/app-config';

/** A started-up AppConfig with empty bases; tests set only what they read. */
export function testAppConfig(over: Partial<AppConfig> = {}, bases: Partial<ServiceBases> = {}): AppConfig {
  return {
    baseUrl: '',
    appId: '',
    environment: '',
    openVConsole: false,
    manually: 'none',
    ysCry: null,
    ...over,
    bases: {
      gateway: '',
      upload: '',
      dynamicForm: '',
      evaluation: '',
      workflow: '',
      formEditor: '',
      mobileBase: '',
      origin: '',
      h5Base: '',
      ...bases,
    },
  };
}
