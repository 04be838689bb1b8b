import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredFile } from '@domain/ports/admissions-gateway';
import type { UploadFile, UploadProgressReport } from '@domain/ports/applications-gateway';
import RegistrationPage from '@ui/features/admissions/registration/registration-page';
import { renderScreen, setupHarness, user } from '@ui/testing/admissions-harness';
import { registrationGateways } from '@ui/testing/registration-fixtures';

// Issue 35 item 2: the gateway's "waiting to retry" report reaches the attachment field through the view model.
describe('registration attachments at the upload peak', () => {
  it('the chosen file stays while the field says 上传人数较多，N 秒后自动重试, then is uploaded', async () => {
    let report!: UploadProgressReport;
    let finish!: (refs: StoredFile[]) => void;
    const http = registrationGateways();
    http.enrollment.on('uploadFiles', (_files: UploadFile[], onProgress: UploadProgressReport) => {
      report = onProgress;
      return new Promise<StoredFile[]>((r) => (finish = r));
    });
    const h = setupHarness(http, { path: '/orientation/enrollment/details', search: 'planId=P1' });
    renderScreen(RegistrationPage, h);
    const file = new File(['x'], '出生证明.pdf', { type: 'application/pdf' });
    await user().upload(await screen.findByTestId('upload-input-files'), file);
    act(() => report(file, 0, 2));
    expect(screen.getByLabelText('出生证明.pdf上传中')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('上传人数较多，2 秒后自动重试');
    act(() => report(file, 0, 0));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () =>
      finish([{ fileId: 'F9', name: '出生证明.pdf', size: 1, type: 'application/pdf', url: '/f/F9' }]),
    );
    expect(await screen.findByText('出生证明.pdf')).toBeInTheDocument();
    expect(screen.queryByLabelText('出生证明.pdf上传中')).toBeNull();
  });
});
