// The upload zone (SPEC §2 UI pieces, §4 upload item, §5/§9): files chosen through its input
// (as Browse or a drop gives them), each sent by the area's function with progress and a cancel
// signal; per-file progress, cancel, retry after a failure with SPEC §5's words, the file limit,
// refused files, the document type (required, preset when there is one), and the zone disabled.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { renderWithProviders } from '../../test-utils/render';
import { type SendOptions, UploadZone, type UploadZoneProps } from './upload-zone';

interface Call {
  file: File;
  type: string;
  options: SendOptions;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A send function the test answers by hand. */
function controlledSend() {
  const calls: Call[] = [];
  const send = vi.fn(
    (file: File, type: string, options: SendOptions) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ file, type, options, resolve, reject });
      }),
  );
  return { send, calls };
}

const pdf = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const ONE_TYPE = [{ value: 'insurance', label: 'Insurances' }];
const TWO_TYPES = [...ONE_TYPE, { value: 'referral', label: 'Referrals' }];

function setup(props: Partial<UploadZoneProps> = {}) {
  const { send, calls } = controlledSend();
  const onUploaded = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(
    <UploadZone label="Upload documents" typeOptions={ONE_TYPE} maxFiles={3} send={send} onUploaded={onUploaded} {...props} />,
  );
  const input = () => screen.getByLabelText('Upload documents: choose files');
  const choose = (...files: File[]) => user.upload(input(), files);
  const row = (name: string) => screen.getByRole('listitem', { name });
  return { ...view, send, calls, onUploaded, user, choose, row };
}

describe('UploadZone', () => {
  it('has a drop zone with a Browse button and says the limits (SPEC §5, §9)', async () => {
    const { container } = setup();
    const zone = screen.getByRole('group', { name: 'Upload documents' });
    expect(within(zone).getByRole('button', { name: 'Browse' })).toBeEnabled();
    expect(zone).toHaveTextContent('Maximum 3 files allowed. PDF, PNG, JPEG, TIFF, HEIC or Word (DOCX), up to 1023.4 KB each.');
    await expectNoAxeViolations(container);
  });

  it('shows each file with its size and its progress, and 100% only once stored', async () => {
    const { choose, calls, row, user, onUploaded } = setup();
    await choose(pdf('scan.pdf', 2048));
    expect(await screen.findByRole('listitem', { name: 'scan.pdf' })).toHaveTextContent('2.0 KB');
    expect(row('scan.pdf')).toHaveTextContent('Document type: Insurances');
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));

    expect(calls).toHaveLength(1);
    expect(calls[0]?.type).toBe('insurance');
    const bar = within(row('scan.pdf')).getByRole('progressbar', { name: 'scan.pdf upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => calls[0]?.options.onProgress(42.4));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(row('scan.pdf')).toHaveTextContent('Uploading… 42%');
    act(() => calls[0]?.options.onProgress(100));
    expect(bar).toHaveAttribute('aria-valuenow', '99');

    await act(async () => calls[0]?.resolve());
    expect(await within(row('scan.pdf')).findByText('Uploaded')).toBeVisible();
    expect(within(row('scan.pdf')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(onUploaded).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss scan.pdf' }));
    expect(screen.queryByRole('listitem', { name: 'scan.pdf' })).not.toBeInTheDocument();
  });

  it('cancels a file while it goes: the request is aborted and the row leaves', async () => {
    const { choose, calls, user, onUploaded } = setup();
    await choose(pdf('a.pdf'), pdf('b.pdf'));
    await user.click(await screen.findByRole('button', { name: 'Upload 2 files' }));
    expect(calls).toHaveLength(2);
    act(() => calls[0]?.options.onProgress(30));

    await user.click(screen.getByRole('button', { name: 'Cancel a.pdf' }));
    expect(calls[0]?.options.signal.aborted).toBe(true);
    expect(calls[1]?.options.signal.aborted).toBe(false);
    expect(screen.queryByRole('listitem', { name: 'a.pdf' })).not.toBeInTheDocument();
    await act(async () => calls[0]?.reject(new DOMException('cancelled', 'AbortError')));
    await act(async () => calls[1]?.resolve());
    expect(await screen.findByText('Uploaded')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it("says '{error}. You can either retry or cancel it' and retries only when asked (SPEC §9 'no retries')", async () => {
    const { choose, calls, row, user, send } = setup();
    await choose(pdf('scan.pdf'));
    await user.click(await screen.findByRole('button', { name: 'Upload 1 file' }));
    await act(async () => calls[0]?.reject(new ApiError(0, 'NETWORK_ERROR', 'No internet connection')));

    expect(await within(row('scan.pdf')).findByRole('alert')).toHaveTextContent(
      'No internet connection. You can either retry or cancel it',
    );
    expect(within(row('scan.pdf')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(send).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Retry scan.pdf' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(calls[1]?.file.name).toBe('scan.pdf');
    expect(within(row('scan.pdf')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(row('scan.pdf')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await act(async () => calls[1]?.reject(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large (max 1,048,000 bytes)')));
    expect(await within(row('scan.pdf')).findByRole('alert')).toHaveTextContent(
      'The file is too large (max 1,048,000 bytes). You can either retry or cancel it',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel scan.pdf' }));
    expect(screen.queryByRole('listitem', { name: 'scan.pdf' })).not.toBeInTheDocument();
  });

  it("refuses more files than allowed with SPEC §5's words, and sends nothing", async () => {
    const { choose, send } = setup({ maxFiles: 2 });
    expect(screen.getByText(/Maximum 2 files allowed/)).toBeVisible();
    await choose(pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, you cannot upload more than 2 files');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await choose(pdf('a.pdf'), pdf('b.pdf'));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    await choose(pdf('c.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, you cannot upload more than 2 files');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a file too large, empty or of a kind not allowed, before sending anything', async () => {
    const { choose } = setup({ maxSize: 500 });
    await choose(pdf('big.pdf', 501), pdf('empty.pdf', 0), new File(['hello'], 'notes.txt', { type: 'text/plain' }), pdf('ok.pdf', 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('big.pdf: The file is too large (max 500 bytes)');
    expect(alert).toHaveTextContent('empty.pdf: The file is empty');
    expect(alert).toHaveTextContent('notes.txt: This type of file is not allowed: upload a PDF, PNG, JPEG, TIFF, HEIC or Word (DOCX) file');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['ok.pdf']);
  });

  it('needs a document type for each file when there are several, and sends the chosen one', async () => {
    const { choose, calls, user } = setup({ typeOptions: TWO_TYPES });
    await choose(pdf('scan.pdf'));
    await user.click(await screen.findByRole('button', { name: 'Upload 1 file' }));
    expect(calls).toHaveLength(0);
    expect(await screen.findByText('This field is required')).toBeVisible();

    await user.click(screen.getByLabelText(/Document type/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Referrals', hidden: true }));
    await waitFor(() => expect(screen.queryByText('This field is required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    expect(calls[0]?.type).toBe('referral');
  });

  it('is off with the reason when nothing can be sent (offline)', async () => {
    setup({ disabledReason: 'Documents need a connection.' });
    expect(screen.getByRole('button', { name: 'Browse' })).toBeDisabled();
    expect(screen.getByText('Documents need a connection.')).toBeVisible();
  });
});
