import { STORE_NAMES, extensionInputSchema } from '../../../common/admin';
import type { Extension, ExtensionInput } from '../../../common/admin';

export type StoreName = (typeof STORE_NAMES)[number];

/** The extension form as typed: text fields, two checkboxes, and one link per store (empty: none). */
export type ExtensionFormValues = {
  title: string;
  description: string;
  version: string;
  imageUrl: string;
  isPublic: boolean;
  isFree: boolean;
  stores: Record<StoreName, string>;
};

/** The message of each wrong field: 'title', 'imageUrl'…, and 'store:Chrome' for a store's link. */
export type ExtensionFormErrors = Partial<Record<string, string>>;

export const storeErrorKey = (store: StoreName) => `store:${store}`;

export const IMAGE_HTTPS_MESSAGE = 'Image URL must start with https://';

function isStoreName(name: string): name is StoreName {
  return (STORE_NAMES as readonly string[]).includes(name);
}

/** The form of a new extension (the schema's defaults: public and free), or of `extension`. */
export function extensionFormValues(extension?: Extension): ExtensionFormValues {
  const stores = Object.fromEntries(STORE_NAMES.map((name) => [name, ''])) as Record<StoreName, string>;
  for (const store of extension?.stores ?? []) {
    if (isStoreName(store.storeName)) stores[store.storeName] = store.storeUrl;
  }
  return {
    title: extension?.title ?? '',
    description: extension?.description ?? '',
    version: extension?.version ?? '',
    imageUrl: extension?.imageUrl ?? '',
    isPublic: extension?.isPublic ?? true,
    isFree: extension?.isFree ?? true,
    stores,
  };
}

/** An optional text: blank is null (no description, no image…). */
function optional(text: string): string | null {
  return text.trim() === '' ? null : text;
}

/**
 * Reads the form with the schema the server checks (title required, store links https only, one
 * per store). Only the stores with a link are sent. Returns the input, or each wrong field's message.
 */
export function readExtensionForm(values: ExtensionFormValues): { input: ExtensionInput } | { errors: ExtensionFormErrors } {
  const stores = STORE_NAMES.filter((name) => values.stores[name].trim() !== '').map((storeName) => ({ storeName, storeUrl: values.stores[storeName] }));
  const candidate = {
    title: values.title,
    description: optional(values.description),
    version: optional(values.version),
    imageUrl: optional(values.imageUrl),
    isPublic: values.isPublic,
    isFree: values.isFree,
    stores,
  };
  const parsed = extensionInputSchema.safeParse(candidate);
  const errors: ExtensionFormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const store = field === 'stores' && typeof index === 'number' ? stores[index]?.storeName : undefined;
      const key = store ? storeErrorKey(store) : String(field ?? '');
      errors[key] ??= issue.message;
    }
  }
  // The page's Content-Security-Policy loads images over https only: another address would show nothing.
  if (!errors.imageUrl && candidate.imageUrl !== null && !candidate.imageUrl.trim().startsWith('https://')) errors.imageUrl = IMAGE_HTTPS_MESSAGE;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { input: parsed.data };
}
