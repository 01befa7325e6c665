/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_CHARTER_SERVER?: string;
  readonly VITE_CHARTER_WIDGET_KEY?: string;
}
