import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Field } from '../../../components/form/Field';
import { fileProblem, PictureUploadError, uploadProductImage, UPLOAD_MESSAGES } from '../../../api/picture-upload';

type Upload = { state: 'idle' } | { state: 'uploading' } | { state: 'done' } | { state: 'failed'; message: string };

interface ProductImageUploadProps {
  /** 'add' or 'edit': the ids of this dialog's controls. */
  idPrefix: string;
  /** The address of the uploaded picture, to go in the Product Image URL field. */
  onUploaded: (url: string) => void;
  /** True while a picture is on its way (the dialog waits before saving). */
  onBusyChange: (busy: boolean) => void;
}

/**
 * A picture from the device instead of a typed address: shown at once (a local preview, nothing
 * saved yet), uploaded, and its address put in the Product Image URL field; the product is
 * saved with it only on Save.
 */
export function ProductImageUpload({ idPrefix, onUploaded, onBusyChange }: ProductImageUploadProps) {
  const id = `${idPrefix}-productImageFile`;
  const [preview, setPreview] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  // The preview's object URL is let go when it is replaced or the dialog closes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    inFlight.current?.abort();
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setPreview(null);
      setUpload({ state: 'failed', message: problem });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setUpload({ state: 'uploading' });
    onBusyChange(true);
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const { url } = await uploadProductImage(file, controller.signal);
      setUpload({ state: 'done' });
      onUploaded(url);
    } catch (error) {
      if (controller.signal.aborted) return;
      setPreview(null);
      setUpload({
        state: 'failed',
        message: error instanceof PictureUploadError ? error.message : UPLOAD_MESSAGES.failed,
      });
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        onBusyChange(false);
      }
    }
  };

  return (
    <div className="mt-3">
      <Field
        id={id}
        label="Or upload a picture"
        groupClassName=""
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={choose}
        hint="JPEG, PNG or WebP, up to 5 MB."
        error={upload.state === 'failed' ? upload.message : undefined}
      />
      <p role="status" className="small mb-0 mt-1">
        {upload.state === 'uploading'
          ? 'Uploading the picture…'
          : upload.state === 'done'
            ? 'Picture uploaded: its address is in Product Image URL.'
            : ''}
      </p>
      {preview && (
        <img
          src={preview}
          alt="Preview of the chosen file"
          width={160}
          height={120}
          className="mt-2 rounded border bg-light product-image-preview"
          style={{ objectFit: 'contain' }}
        />
      )}
    </div>
  );
}
