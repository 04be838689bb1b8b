/** Start-up configuration: the system config script, the config centre and the derived bases (spec section 3). */
export interface ServiceBases {
  gateway: string;
  upload: string;
  dynamicForm: string;
  evaluation: string;
  workflow: string;
  formEditor: string;
  mobileBase: string;
  /** {origin} of the spec: location.origin + the first 6 characters of the pathname. */
  origin: string;
  /** {h5BaseUrl}: where the public mobile app (/pub/) lives. */
  h5Base: string;
}

export interface AppConfig {
  baseUrl: string;
  appId: string;
  environment: string;
  openVConsole: boolean;
  /** Network mode from ?tn= ('none' by default); ysNetType is 1 when manual. */
  manually: string;
  ysCry: unknown;
  bases: ServiceBases;
}
export const AppConfig = Symbol.for('AppConfig');
