// @refinedev/devtools-internal as it behaves outside development (see README.md).
export const getXRay = () => ({ hookName: "", trace: [], resourcePath: null, legacyKey: false });
export const getTrace = () => [];
export const useQuerySubscription = () => ({});
