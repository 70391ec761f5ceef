interface ImportMetaEnv {
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_SUPPORT_URL?: string;
  readonly VITE_CONTACT_URL?: string;
  /** The host of plan share links; the app's own origin when unset. */
  readonly VITE_SHARE_HOST?: string;
}
