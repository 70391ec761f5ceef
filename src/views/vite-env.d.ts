interface ImportMetaEnv {
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_SUPPORT_URL?: string;
  readonly VITE_CONTACT_URL?: string;
}
