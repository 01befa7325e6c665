export function serveWidgetExample(options: {
  port?: number;
  host?: string;
  server: string;
  widgetKey: string;
}): Promise<{ origin: string; close: () => Promise<void> }>;
