import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/form/Field';
import { AddProductDocument } from '../api/add-product.generated';
import type { ProductType } from '../../../gql/graphql';
import { formFailure } from '../../../api/api-errors';
import { MESSAGES } from '../../../lib/messages';
import { toast } from '../../../state/toast';
import { useFormState } from '../../../hooks/use-form-state';
import {
  EMPTY_PAGE,
  EMPTY_PRODUCT,
  IMAGE_URL_INPUT,
  newProductErrors,
  PAGE_FIELDS,
  pageErrors,
  pageInput,
  PRICE_INPUT,
  PRODUCT_LIMITS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  REQUIRED_PROPS,
  type PageField,
  type ProductErrors,
  type ProductField,
} from '../utils/product-form';
import { ProductPageFields } from './ProductPageFields';
import { FormDialog } from '../../../components/FormDialog';
import { ProductImageUpload } from './ProductImageUpload';

const FIELD_ORDER: readonly (ProductField | PageField)[] = [
  'productId',
  'productName',
  'productPrice',
  'productType',
  'productStatus',
  'productImage',
  ...PAGE_FIELDS.map(({ name }) => name),
];
const fieldId = (field: ProductField | PageField) => `add-${field}`;

/** 'Add New Product': mounted when opened, so every opening starts from an empty form. */
export function AddProductModal({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const form = useFormState({ ...EMPTY_PRODUCT, ...EMPTY_PAGE });
  const { values } = form;
  // The server's reason when it names no field (shown above the form).
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [addProduct, { loading }] = useMutation(AddProductDocument);
  const [uploading, setUploading] = useState(false);

  const errors: ProductErrors & Partial<Record<PageField, string>> = {
    ...newProductErrors(values),
    ...pageErrors(values),
  };
  // Shown after a submit only (no message on leaving a field), the server's until the field changes.
  const field = (name: ProductField | PageField) => ({
    id: fieldId(name),
    ...form.bind(name, errors, { onLeave: false }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    setServerMessage(null);
    const firstInvalid = FIELD_ORDER.find((name) => errors[name]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    const input = {
      productId: values.productId.trim(),
      productName: values.productName.trim(),
      productPrice: Number(values.productPrice),
      productType: values.productType as ProductType,
      productStatus: values.productStatus,
      // None yet: the server gives it its type's placeholder until one is set.
      productImage: values.productImage.trim() || null,
      ...pageInput(values),
    };
    try {
      const { data } = await addProduct({ variables: { input } });
      toast.success(MESSAGES.productAdded(data?.addProduct.productName ?? input.productName));
      onAdded();
    } catch (error) {
      toast.failure(MESSAGES.errorAddingProduct);
      const { code, message, fields } = formFailure(error);
      // The server's own words help here: a taken ID or a rule this form does not know.
      if (code === 'BAD_USER_INPUT' || code === 'CONFLICT') {
        const named: ProductErrors & Partial<Record<PageField, string>> = fields;
        if (code === 'CONFLICT') named.productId ??= message ?? undefined;
        // Shown under its field when the server names one, otherwise above the form.
        form.setServerErrors(named);
        setServerMessage(Object.values(named).some(Boolean) ? null : message);
      }
    }
  };

  return (
    <FormDialog
      titleId="add-product-title"
      title="Add New Product"
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Save Product"
      busy={loading || uploading}
      message={serverMessage}
    >
      <Field
        {...field('productId')}
        {...REQUIRED_PROPS}
        label="Product ID"
        maxLength={PRODUCT_LIMITS.idMax}
        autoComplete="off"
      />
      <Field
        {...field('productName')}
        {...REQUIRED_PROPS}
        label="Product Name"
        maxLength={PRODUCT_LIMITS.nameMax}
        autoComplete="off"
      />
      <Field {...field('productPrice')} {...REQUIRED_PROPS} label="Product Price (PHP)" {...PRICE_INPUT} />
      <Field as="select" {...field('productType')} {...REQUIRED_PROPS} label="Product Type" options={PRODUCT_TYPES}>
        <option value="">Select a type</option>
      </Field>
      <Field
        as="select"
        id={fieldId('productStatus')}
        label="Product Status"
        value={values.productStatus}
        onChange={form.change('productStatus')}
        options={PRODUCT_STATUSES}
      />
      <Field
        {...field('productImage')}
        label="Product Image URL"
        {...IMAGE_URL_INPUT}
        hint="Optional: until a picture is set, the product shows one for its type."
        placeholder="https://… or /images/products/…"
      />
      <ProductImageUpload
        idPrefix="add"
        onUploaded={(url) => form.set('productImage', url)}
        onBusyChange={setUploading}
      />
      <ProductPageFields idPrefix="add" bind={field} />
    </FormDialog>
  );
}
