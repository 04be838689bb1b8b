import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { HOME_ROUTE } from '@domain/rules/routes';

type Screen = LazyExoticComponent<ComponentType>;
type Loader = () => Promise<{ default: ComponentType<never> }>;

const screen = (load: Loader): Screen => lazy(load as () => Promise<{ default: ComponentType }>);

/** The result page serves both result routes (spec section 2), told apart by `variant`. */
const resultScreen = (variant: 'result' | 'recruit'): Screen =>
  lazy(() =>
    import('@ui/screens/result/result-page').then((m) => {
      const Page = m.default as ComponentType<{ variant: 'result' | 'recruit' }>;
      return { default: () => createElement(Page, { variant }) };
    }),
  );

/** Every route of spec section 2 and its lazily loaded screen. */
export const SCREENS: Readonly<Partial<Record<string, Screen>>> = {
  [HOME_ROUTE]: screen(() => import('@ui/screens/home/home-page')),
  '/orientation/homepage/result': resultScreen('result'),
  '/orientation/homepage/resultrecruit': resultScreen('recruit'),
  '/orientation/homepage/checkin': screen(() => import('@ui/screens/checkin/checkin-entry-page')),
  '/orientation/checkin/index': screen(() => import('@ui/screens/checkin/checkin-home-page')),
  '/orientation/checkin/details': screen(() => import('@ui/screens/checkin/notice-page')),
  '/orientation/checkin/moreinfos': screen(() => import('@ui/screens/checkin/more-info-page')),
  '/orientation/checkin/confirm': screen(() => import('@ui/screens/checkin/confirm-page')),
  '/orientation/checkin/procedure': screen(() => import('@ui/screens/checkin/procedure-page')),
  '/orientation/humanface/face': screen(() => import('@ui/screens/face/face-page')),
  '/orientation/humanface/tackpic': screen(() => import('@ui/screens/face/take-photo-page')),
  '/orientation/humanface/faceStandard': screen(() => import('@ui/screens/face/face-standard-page')),
  '/orientation/enrollment/index': screen(() => import('@ui/screens/enrollment/plan-list-page')),
  '/orientation/enrollment/details': screen(() => import('@ui/screens/enrollment/registration-page')),
  '/orientation/enrollment/moreinfos': screen(() => import('@ui/screens/enrollment/more-info-page')),
  '/orientation/enrollment/applylist': screen(() => import('@ui/screens/enrollment/apply-list-page')),
  '/orientation/enrollment/confirm': screen(() => import('@ui/screens/enrollment/confirm-page')),
  '/orientation/enrollment/signList': screen(() => import('@ui/screens/enrollment/activity-list-page')),
  '/orientation/enrollment/ActivitySign': screen(() => import('@ui/screens/enrollment/activity-sign-page')),
};
