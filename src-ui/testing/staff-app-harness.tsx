import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { ContainerProvider } from '@ui/di';
import { StaffApp } from '@ui/staff/app/staff-app';
import { createStaffContainer } from '../../src/staff/container';

/**
 * The whole staff app at `path` over the real adapters against http://localhost (msw answers), signed
 * in with a token held in memory. Answers the location, whose `history` records where it went.
 */
export function renderStaffApp(path: string) {
  let t: string | null = 'tok';
  const tokens = { get: () => t, set: (v: string | null) => void (t = v) };
  const loc = memoryLocation({ path, record: true });
  render(
    <ContainerProvider container={createStaffContainer({ baseUrl: 'http://localhost', tokens })}>
      <StaffApp hook={loc.hook} />
    </ContainerProvider>,
  );
  return loc;
}
