import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Field, ReadOnlyField } from '../../../components/form/Field';
import { EditProductDocument } from '../api/edit-product.generated';
import { ProductPageTextsDocument, type ProductPageTextsQuery } from '../api/product-page-texts.generated';
import { SetProductCertificationsDocument } from '../api/set-product-certifications.generated';
import { CertificationFields, certificationInput, useCertificationRows } from './CertificationFields';
import type { StaffProductFragment } from '../../../api/fragments.generated';
import { formFailure } from '../../../api/api-errors';
import { MESSAGES } from '../../../lib/messages';
import { toast } from '../../../state/toast';
import { useFormState } from '../../../hooks/use-form-state';
import {
  EMPTY_PAGE,
  IMAGE_URL_INPUT,
  imageError,
  nameError,
  pageErrors,
  pageInput,
  PRICE_INPUT,
  PRODUCT_LIMITS,
  priceError,
  PRODUCT_STATUSES,
  REQUIRED_PROPS,
  type PageField,
  type PageValues,
} from '../utils/product-form';
import { ProductPageFields } from './ProductPageFields';
import { FormDialog } from '../../../components/FormDialog';
import { ProductImageUpload } from './ProductImageUpload';

/** Messages show after a submit only (not on leaving a field), the server's until the field changes. */
const AFTER_SUBMIT = { onLeave: false };

/** 'Edit Product': name, price, status, picture and the product's page; the ID stays. */
export function EditProductModal({
  product,
  onClose,
  onSaved,
}: {
  product: StaffProductFragment;
  onClose: () => void;
  onSaved: (product: StaffProductFragment) => void;
}) {
  const form = useFormState({
    productName: product.productName,
    productPrice: String(product.productPrice),
    productStatus: product.productStatus,
    productImage: product.productImage,
    ...EMPTY_PAGE,
  });
  const { values, setValues } = form;
  // The page texts as kept, once they have arrived (the fields wait for them; nothing of theirs is sent before).
  const texts = useQuery(ProductPageTextsDocument, {
    variables: { productId: product.productId },
    fetchPolicy: 'network-only',
  }).data?.product;
  const kept = texts ? pageValuesOf(texts) : null;
  useEffect(() => {
    if (texts) setValues((current: typeof values) => ({ ...current, ...pageValuesOf(texts) }));
  }, [texts, setValues]);
  // The server's reason for a refusal, above the form until the next attempt.
  const [serverError, setServerError] = useState<string | null>(null);
  const [editProduct, { loading }] = useMutation(EditProductDocument);
  const [setCertifications, { loading: certifying }] = useMutation(SetProductCertificationsDocument);
  const certifications = useCertificationRows(texts?.certifications, form.submitted);
  const [uploading, setUploading] = useState(false);

  const page = pageErrors(values);
  const errors = {
    productName: nameError(values.productName),
    productPrice: priceError(values.productPrice),
    productImage: imageError(values.productImage),
    ...page,
  };
  const price = Number(values.productPrice);
  const status = values.productStatus;
  // Sent only when changed, so a price or status edit asks what it always did.
  const newName = values.productName.trim() === product.productName ? undefined : values.productName.trim();
  const newImage = values.productImage.trim() === product.productImage ? undefined : values.productImage.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    setServerError(null);
    const firstPage = Object.keys(page)[0];
    const firstCertificate = certifications.firstInvalid && `edit-cert-${certifications.firstInvalid}`;
    const firstInvalid = errors.productName
      ? 'edit-productName'
      : errors.productPrice
        ? 'edit-productPrice'
        : errors.productImage
          ? 'edit-productImage'
          : firstPage
            ? `edit-${firstPage}`
            : firstCertificate || null;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    const id = product.productId;
    const input = {
      productId: id,
      productPrice: price,
      productStatus: status,
      ...(newName === undefined ? {} : { productName: newName }),
      ...(newImage === undefined ? {} : { productImage: newImage }),
      ...(kept ? pageInput(values, kept) : {}),
    };
    try {
      const { data } = await editProduct({ variables: { input } });
      if (certifications.changed)
        await setCertifications({
          variables: { input: { productId: id, certifications: certificationInput(certifications.rows) } },
        });
      toast.success(MESSAGES.productUpdated(id));
      onSaved(
        data?.editProduct ?? {
          ...product,
          productName: newName ?? product.productName,
          productPrice: price,
          productStatus: status,
          productImage: newImage ?? product.productImage,
        },
      );
    } catch (error) {
      toast.failure(MESSAGES.errorUpdatingProduct(id));
      const { code, message, fields } = formFailure(error);
      if (code === 'BAD_USER_INPUT') setServerError(Object.values(fields).find(Boolean) ?? message);
    }
  };

  return (
    <FormDialog
      titleId="edit-product-title"
      title="Edit Product"
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Save Changes"
      busy={loading || certifying || uploading}
      message={serverError}
    >
      <ReadOnlyField id="edit-productId" label="Product ID" value={product.productId} />
      <Field
        id="edit-productName"
        label="Product Name"
        {...REQUIRED_PROPS}
        maxLength={PRODUCT_LIMITS.nameMax}
        autoComplete="off"
        {...form.bind('productName', errors, AFTER_SUBMIT)}
      />
      <Field
        id="edit-productPrice"
        label="Product Price (PHP)"
        {...REQUIRED_PROPS}
        {...PRICE_INPUT}
        {...form.bind('productPrice', errors, AFTER_SUBMIT)}
      />
      <Field
        as="select"
        id="edit-productStatus"
        label="Product Status"
        {...form.bind('productStatus', errors, AFTER_SUBMIT)}
        options={PRODUCT_STATUSES}
      />
      <Field
        id="edit-productImage"
        label="Product Image URL"
        {...REQUIRED_PROPS}
        {...IMAGE_URL_INPUT}
        {...form.bind('productImage', errors, AFTER_SUBMIT)}
      />
      <ProductImageUpload
        idPrefix="edit"
        onUploaded={(url) => form.set('productImage', url)}
        onBusyChange={setUploading}
      />
      <ProductPageFields
        idPrefix="edit"
        loading={!kept}
        bind={(name: PageField) => form.bind(name, errors, AFTER_SUBMIT)}
      />
      <CertificationFields
        rows={certifications.rows}
        onChange={certifications.setRows}
        errors={certifications.shownErrors}
        disabled={!kept}
      />
    </FormDialog>
  );
}

/** The product's page texts as the form edits them ('' for one not written). */
function pageValuesOf(product: NonNullable<ProductPageTextsQuery['product']>): PageValues {
  const { storage } = product;
  return {
    description: product.description ?? '',
    packSize: product.packSize ?? '',
    storageTemperature: storage.temperature ?? '',
    shelfLifeUnopened: storage.shelfLifeUnopened ?? '',
    shelfLifeOpened: storage.shelfLifeOpened ?? '',
    preparation: storage.preparation ?? '',
    gtin: product.gtin ?? '',
    shelfLifeDays: product.shelfLifeDays === null ? '' : String(product.shelfLifeDays),
  };
}
